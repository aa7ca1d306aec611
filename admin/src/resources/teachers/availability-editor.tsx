import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormProvider, useFieldArray, useForm, useFormContext } from 'react-hook-form';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { zoneName } from '@school/common';
import type { TeacherFieldsFragment } from '../../gql/graphql';
import type { SchoolDataProvider } from '../../providers/data-provider';
import { WEEKDAYS } from './availability-summary';
import { bind, RangeRow } from './range-row';

interface Values {
  weekly: { weekday: string; from: string; to: string }[];
  exceptions: { date: string; kind: string; from: string; to: string }[];
}

const toValues = (t: TeacherFieldsFragment): Values => ({
  weekly: t.weekly.map((r) => ({ weekday: String(r.weekday), from: r.from, to: r.to })),
  exceptions: t.exceptions.map((e) => ({ date: e.date, kind: e.kind, from: e.from ?? '', to: e.to ?? '' })),
});

const toInput = (values: Values) => ({
  weekly: values.weekly.map((r) => ({ weekday: Number(r.weekday), from: r.from, to: r.to })),
  exceptions: values.exceptions.map((e) => ({ date: e.date, kind: e.kind, from: e.from || null, to: e.to || null })),
});

/** A native select bound to the form (MUI's select="true" with native options keeps it a plain <select>). */
function Select({ name, label, options }: { name: string; label: string; options: [string, string][] }) {
  const { register } = useFormContext();
  return (
    <TextField
      select
      label={label}
      size="small"
      sx={{ width: 130 }}
      slotProps={{ select: { native: true } }}
      {...bind(register(name))}
    >
      {options.map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </TextField>
  );
}

const WEEKDAY_OPTIONS = WEEKDAYS.map((d, i): [string, string] => [String(i + 1), d]);
const KIND_OPTIONS: [string, string][] = [
  ['off', 'Off'],
  ['extra', 'Extra'],
];

/**
 * The teacher's weekly ranges and dated exceptions, in the teacher's own zone, saved together with
 * setTeacherAvailability. The server's message about a row (`weekly[2]`, `exceptions[0]`) shows under it.
 */
export function AvailabilityEditor() {
  const teacher = useRecordContext<TeacherFieldsFragment>();
  if (!teacher) return null;
  return <Editor key={`${teacher.id}:${JSON.stringify(toValues(teacher))}`} teacher={teacher} />;
}

function Editor({ teacher }: { teacher: TeacherFieldsFragment }) {
  const provider = useDataProvider<SchoolDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const form = useForm<Values>({ defaultValues: toValues(teacher) });
  const weekly = useFieldArray({ control: form.control, name: 'weekly' });
  const exceptions = useFieldArray({ control: form.control, name: 'exceptions' });
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const zone = zoneName(teacher.timeZone);

  const save = form.handleSubmit(async (values) => {
    setServerErrors({});
    try {
      await provider.setTeacherAvailability(teacher.id, toInput(values));
      notify('Availability saved', { type: 'success' });
      refresh();
    } catch (error) {
      const body = (error as { body?: { errors?: Record<string, string> } }).body;
      if (body?.errors) setServerErrors(body.errors);
      notify((error as Error).message || 'The availability could not be saved', { type: 'error' });
    }
  });

  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="availability-heading">
      <CardContent>
        <Typography id="availability-heading" variant="h6" component="h2">
          Availability
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Times are in the teacher’s zone, {zone}. Trial classes are offered on this grid, 21 days ahead.
        </Typography>
        <FormProvider {...form}>
          <form onSubmit={(event) => void save(event)} noValidate>
            <Typography variant="subtitle1" component="h3" gutterBottom>
              Every week ({zone})
            </Typography>
            {weekly.fields.length === 0 && (
              <Typography color="text.secondary" sx={{ mb: 1 }}>
                No weekly hours yet.
              </Typography>
            )}
            {weekly.fields.map((field, i) => (
              <RangeRow
                key={field.id}
                name={`weekly.${i}`}
                legend={`Weekly range ${i + 1}`}
                lead={<Select name={`weekly.${i}.weekday`} label="Weekday" options={WEEKDAY_OPTIONS} />}
                serverError={serverErrors[`weekly[${i}]`]}
                onRemove={() => weekly.remove(i)}
              />
            ))}
            <Button onClick={() => weekly.append({ weekday: '1', from: '09:00', to: '17:00' })}>
              Add weekly hours
            </Button>
            <Typography variant="subtitle1" component="h3" sx={{ mt: 3 }} gutterBottom>
              Dated exceptions ({zone})
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Off without times: the whole day off. Extra: hours added on that date.
            </Typography>
            {exceptions.fields.map((field, i) => (
              <RangeRow
                key={field.id}
                name={`exceptions.${i}`}
                legend={`Exception ${i + 1}`}
                optionalTimes
                lead={
                  <>
                    <TextField
                      type="date"
                      label="Date"
                      size="small"
                      slotProps={{ inputLabel: { shrink: true } }}
                      {...bind(form.register(`exceptions.${i}.date`, { required: 'Choose a date' }))}
                    />
                    <Select name={`exceptions.${i}.kind`} label="Kind" options={KIND_OPTIONS} />
                  </>
                }
                serverError={serverErrors[`exceptions[${i}]`]}
                onRemove={() => exceptions.remove(i)}
              />
            ))}
            <Button onClick={() => exceptions.append({ date: '', kind: 'off', from: '', to: '' })}>Add a date</Button>
            {serverErrors.weekly && <Typography color="error">{serverErrors.weekly}</Typography>}
            <Button
              type="submit"
              variant="contained"
              sx={{ display: 'block', mt: 2 }}
              disabled={form.formState.isSubmitting}
            >
              Save availability
            </Button>
          </form>
        </FormProvider>
      </CardContent>
    </Card>
  );
}
