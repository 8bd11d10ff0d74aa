// The image process (image-process.ts starts it): draws what the server asks, one message per
// drawing, and ends with the server's channel.
import { type Drawings, drawings } from './drawings.ts';

export interface DrawingRequest {
  id: number;
  name: keyof Drawings;
  args: unknown[];
}

export type DrawingAnswer =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; message: string };

const answer = (message: DrawingAnswer) => process.send?.(message);

process.on('message', async ({ id, name, args }: DrawingRequest) => {
  try {
    const draw = drawings[name] as (...args: unknown[]) => Promise<unknown>;
    answer({ id, ok: true, value: await draw(...args) });
  } catch (error) {
    answer({ id, ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
process.on('disconnect', () => process.exit(0));
