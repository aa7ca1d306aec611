import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { allTimeZones, zoneName } from '@school/common';

/** A labelled native select of every IANA zone (a native select: typing a letter jumps, on any device). */
export function ZoneSelect({
  label,
  value,
  onChange,
  helperText,
}: {
  label: string;
  value: string;
  onChange: (zone: string) => void;
  helperText?: string;
}) {
  const zones = useMemo(allTimeZones, []);
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={helperText}
      size="small"
      sx={{ minWidth: 260 }}
      slotProps={{ select: { native: true } }}
    >
      {(zones.includes(value) ? zones : [value, ...zones]).map((zone) => (
        <option key={zone} value={zone}>
          {zoneName(zone)}
        </option>
      ))}
    </TextField>
  );
}
