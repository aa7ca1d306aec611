import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import DeleteIcon from '@mui/icons-material/Delete';
import type { ReactNode } from 'react';
import { useFormContext, type UseFormRegisterReturn } from 'react-hook-form';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const timeRule = (optional: boolean) => ({
  validate: (value: string) => (optional && !value) || HHMM.test(value) || 'HH:MM, e.g. 09:30',
});

/**
 * One row of the availability editor: its own fieldset ("Weekly range 2"), the row's leading inputs,
 * from and to as HH:MM (24:00 ends the day, which a time input cannot hold), a remove button, and
 * the server's message about this row under it.
 */
export function RangeRow({
  name,
  legend,
  lead,
  optionalTimes = false,
  serverError,
  onRemove,
}: {
  /** The row's path in the form, e.g. "weekly.2". */
  name: string;
  legend: string;
  lead: ReactNode;
  optionalTimes?: boolean;
  serverError?: string;
  onRemove: () => void;
}) {
  const { register, formState } = useFormContext();
  const errors = formState.errors as Record<string, Record<string, Record<string, { message?: string }>>>;
  const [list, index] = name.split('.');
  const own = errors[list]?.[index];
  const errorId = `${name}-error`;
  const message = own?.from?.message ?? own?.to?.message ?? own?.date?.message ?? serverError;
  const time = (field: 'from' | 'to', label: string) => (
    <TextField
      label={label}
      size="small"
      placeholder="HH:MM"
      sx={{ width: 96 }}
      error={Boolean(own?.[field] || serverError)}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-describedby': message ? errorId : undefined } }}
      {...bind(register(`${name}.${field}`, timeRule(optionalTimes)))}
    />
  );
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 1.5 }}>
      <Box component="legend" sx={visuallyHidden}>
        {legend}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {lead}
        {time('from', 'From')}
        {time('to', 'To')}
        <IconButton aria-label={`Remove ${legend.toLowerCase()}`} onClick={onRemove}>
          <DeleteIcon />
        </IconButton>
      </Box>
      {message && (
        <FormHelperText id={errorId} error>
          {message}
        </FormHelperText>
      )}
    </Box>
  );
}

/** Read by screen readers, not shown (sizes as strings: a bare 1 is 100% to MUI's sx). */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** react-hook-form's registration on a MUI TextField: its ref must reach the <input>, not the wrapper. */
export function bind({ ref, ...rest }: UseFormRegisterReturn) {
  return { inputRef: ref, ...rest };
}
