import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { ZipCodePlace } from '../../api/queries/addresses.ts';

/** The places a zip code serves, when it serves several: the shopper picks one. */
export function ZipCodeMatches(props: {
  places: ZipCodePlace[];
  onPick: (place: ZipCodePlace) => void;
}) {
  const id = useId();
  return (
    <div className="zip-matches">
      <p id={id} role="status">
        <Trans>รหัสไปรษณีย์นี้ใช้กับหลายพื้นที่ กรุณาเลือก</Trans>
      </p>
      <ul aria-labelledby={id}>
        {props.places.map((place) => (
          <li key={place.subdistrictId}>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => props.onPick(place)}
            >
              {place.subdistrictName}, {place.districtName}, {place.provinceName}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
