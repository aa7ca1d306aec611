import type { SiteSchool } from '@school/common';

/**
 * The school's phone and WhatsApp lines (docs/requirements.md#footer): shown only for the numbers the school has
 * given. Each link's name says what it does and keeps the number it shows (WCAG 2.5.3, label in name).
 */
export function SchoolPhoneLines({ school }: { school: Pick<SiteSchool, 'phone' | 'whatsapp'> }) {
  const { phone, whatsapp } = school;
  if (!phone && !whatsapp) return null;
  return (
    <>
      {phone && (
        <p className="phone-line">
          Call us:{' '}
          <a href={`tel:${phone.number}`} aria-label={`Call ${phone.text}`}>
            {phone.text}
          </a>
        </p>
      )}
      {whatsapp && (
        <p className="phone-line">
          WhatsApp:{' '}
          <a
            href={`https://wa.me/${whatsapp.number.slice(1)}`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`WhatsApp ${whatsapp.text} (opens in a new tab)`}
          >
            {whatsapp.text}
          </a>
        </p>
      )}
    </>
  );
}
