import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/api-error.ts';
import { API_KEY, api, bytesBody, onUnauthorized } from '../../src/api/client.ts';
import { uploadSlip } from '../../src/api/slip-upload.ts';
import { unwrap } from '../../src/api/unwrap.ts';
import { claimChunkReload, isChunkLoadError } from '../../src/routing/chunk-reload.ts';
import { stubApi } from './support/api-stub.ts';

const lastRequest = (fetch: ReturnType<typeof stubApi>) => fetch.mock.calls.at(-1)?.[0] as Request;

describe('API client', () => {
  it('sends the API key and the language, and no token of its own', async () => {
    Cookies.set('language', 'en');
    const fetch = stubApi();
    await api.GET('/Setting/Logo');
    const request = lastRequest(fetch);
    expect(request.url).toBe(`${location.origin}/api/Setting/Logo`);
    expect(request.headers.get('X-Api-Key')).toBe(API_KEY);
    expect(request.headers.get('Culture')).toBe('en');
    // The session is an HttpOnly cookie the browser sends; scripts never see a token.
    expect(request.headers.get('Authorization')).toBeNull();
  });

  it('sends Thai when no language was chosen', async () => {
    const fetch = stubApi();
    await api.GET('/Setting/Logo');
    expect(lastRequest(fetch).headers.get('Culture')).toBe('th');
  });

  it('sends a Blob (a chosen photo) typed as the Blob is, not as JSON', async () => {
    const fetch = stubApi();
    const photo = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    await api.PUT('/user/image', bytesBody(photo));
    const request = lastRequest(fetch);
    expect(request.method).toBe('PUT');
    expect(request.headers.get('Content-Type')).toBe('image/png');
    // (jsdom's Blob is not one Node's Request reads: the browser test sends real bytes.)
    await api.DELETE('/user/image');
    expect(lastRequest(fetch).method).toBe('DELETE');
  });

  it('reports every 401 to its listeners', async () => {
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ result: 0, message: 'Unauthorized', detail: null }, { status: 401 }),
      ),
    );
    await Promise.all([api.GET('/product/RecentSearch'), api.GET('/user')]);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    await api.GET('/user');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('unwrap', () => {
  it('returns detail when result is 1', async () => {
    stubApi();
    const detail = unwrap(await api.GET('/Bannerclose'));
    expect(detail.isShow).toBe(false);
  });

  it('throws an ApiError with status, message and field errors otherwise', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          {
            result: 0,
            message: 'query.search must be at most 100 characters',
            detail: [{ field: 'query.search', message: 'must be at most 100 characters' }],
          },
          { status: 400 },
        ),
      ),
    );
    const response = await api.GET('/product/suggest', { params: { query: { search: 'x' } } });
    const error = (() => {
      try {
        unwrap(response);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'query.search must be at most 100 characters',
      fields: [{ field: 'query.search', message: 'must be at most 100 characters' }],
    });
  });

  it('treats a 200 with result 0 as a failure too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ result: 0, message: 'ปิดปรับปรุง', detail: null })),
    );
    const response = await api.GET('/Setting/Logo');
    expect(() => unwrap(response)).toThrow('ปิดปรับปรุง');
  });
});

describe('the transfer slip (uploadSlip)', () => {
  const slip = {
    file: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }),
    amount: 259.5,
    transferredAt: '2026-11-24T14:30',
  };
  const answering = (status: number, body: unknown) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(body, { status })),
    );

  it("takes a refused size as the file's problem (a 413 names no field)", async () => {
    answering(413, { result: 0, message: 'ไฟล์ใหญ่เกินไป', detail: null });
    const refusal = await uploadSlip('c1', slip).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({
      status: 413,
      fields: [{ field: 'body', message: 'ไฟล์ใหญ่เกินไป' }],
    });
  });

  it('throws a 409 with the payment as it is now (paid or expired meanwhile)', async () => {
    const payment = { referenceCode: 'AB12CD34EF56', status: 'expired' };
    answering(409, { result: 0, message: 'หมดเวลา', detail: payment });
    const refusal = await uploadSlip('c1', slip).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ status: 409, message: 'หมดเวลา', payment });
  });
});

describe('chunk-load failure', () => {
  it('recognises failed chunk loads', () => {
    const chunkError = new Error('Loading chunk 42 failed.');
    chunkError.name = 'ChunkLoadError';
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  it('allows one reload, then none for a minute', () => {
    const now = 1_700_000_000_000;
    expect(claimChunkReload(now)).toBe(true);
    expect(claimChunkReload(now + 1000)).toBe(false);
    expect(claimChunkReload(now + 59_999)).toBe(false);
    expect(claimChunkReload(now + 60_000)).toBe(true);
  });
});

describe('boot answers in index.html', () => {
  function addBootScript(data: unknown) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'boot-data';
    script.textContent = JSON.stringify(data);
    document.head.append(script);
  }
  const logo = { result: 1, message: 'success', detail: { title: 'จากเซิร์ฟเวอร์' } };

  it('answers the first call of a path from the page, the next ones from the network', async () => {
    addBootScript({ culture: 'th', answers: { '/Setting/Logo': logo } });
    const fetch = stubApi();
    expect((await api.GET('/Setting/Logo')).data).toEqual(logo);
    expect(fetch).not.toHaveBeenCalled();
    await api.GET('/Setting/Logo');
    expect(fetch).toHaveBeenCalledOnce();
    expect(document.getElementById('boot-data')).toBeNull();
  });

  it('without a chosen language, asks in the one the server wrote the page in', async () => {
    // The server took it from Accept-Language (server/http/culture.ts).
    addBootScript({ culture: 'en', answers: {} });
    const fetch = stubApi();
    await api.GET('/Setting/Footer');
    expect(lastRequest(fetch).headers.get('Culture')).toBe('en');
    // A choice made later wins.
    Cookies.set('language', 'th');
    await api.GET('/Setting/Footer');
    expect(lastRequest(fetch).headers.get('Culture')).toBe('th');
  });

  it('ignores answers made in another language', async () => {
    Cookies.set('language', 'en');
    addBootScript({ culture: 'th', answers: { '/Setting/Logo': logo } });
    const fetch = stubApi();
    await api.GET('/Setting/Logo');
    expect(fetch).toHaveBeenCalledOnce();
  });
});
