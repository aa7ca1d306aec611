import TextField from '@mui/material/TextField';

/**
 * "Teacher: All teachers / …" above a calendar or a list: a native select (a phone's own picker), the empty value
 * meaning every teacher.
 */
export function TeacherFilter({
  teachers,
  value,
  onChange,
}: {
  teachers: readonly { id: string; name: string }[] | undefined;
  value: string;
  onChange: (teacherId: string) => void;
}) {
  return (
    <TextField
      select
      label="Teacher"
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth={false}
      sx={{ minWidth: 220 }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">All teachers</option>
      {teachers?.map((t) => (
        <option key={t.id} value={t.id}>
          {t.name}
        </option>
      ))}
    </TextField>
  );
}
