import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { logoQuery } from '../../api/queries/settings.ts';
import { Img } from '../../ui/Img.tsx';
import { MOBILE_MEDIA } from '../../ui/viewport.ts';

/** The logo links home; its link text is the company name (the image is then decorative). */
export function SiteLogo() {
  const { data } = useQuery(logoQuery());
  return (
    <Link to="/" className="site-logo">
      {data ? (
        <picture>
          <source media={MOBILE_MEDIA} srcSet={data.logoMobile.url} />
          <Img
            src={data.logoDesktop.url}
            width={data.logoDesktop.width}
            height={data.logoDesktop.height}
            alt={data.companyName}
            priority
          />
        </picture>
      ) : (
        <span className="site-logo__placeholder" />
      )}
    </Link>
  );
}
