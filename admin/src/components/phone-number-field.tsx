import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import PhoneIcon from '@mui/icons-material/Phone';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';

/** wa.me takes the number's digits alone: +919876543210 → https://wa.me/919876543210. */
export const whatsAppUrl = (e164: string) => `https://wa.me/${e164.replace(/\D/g, '')}`;

/**
 * The phone number a trial request or contact message came with (E.164), as a tel: link to call it and
 * a WhatsApp link to message it, each named for screen readers; a dash when none was given.
 */
export function PhoneNumberField(_props: { label?: string }) {
  const record = useRecordContext<{ phone?: string | null }>();
  const phone = record?.phone;
  if (!phone)
    return (
      <Typography component="span" variant="body2">
        —
      </Typography>
    );
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Link href={`tel:${phone}`} aria-label={`Call ${phone}`} sx={{ display: 'inline-flex', gap: 0.5 }}>
        <PhoneIcon fontSize="small" aria-hidden />
        {phone}
      </Link>
      <Link
        href={whatsAppUrl(phone)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Message ${phone} on WhatsApp (opens in a new tab)`}
        sx={{ display: 'inline-flex', gap: 0.5 }}
      >
        <WhatsAppIcon fontSize="small" aria-hidden />
        WhatsApp
      </Link>
    </Stack>
  );
}
