import SchoolIcon from '@mui/icons-material/School';
import {
  ArrayInput,
  Edit,
  NumberInput,
  SaveButton,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  Toolbar,
} from 'react-admin';
import { CONTENT_LIMITS, schoolDetailsErrors, type SchoolDetailsFields } from '@school/common';
import { PreviewButton } from '../../content/preview-button';
import { SCHOOL_DETAILS_ID } from '../../providers/content-data';

const str = (value: unknown) => (typeof value === 'string' ? value : '');

const validate = (values: Record<string, unknown>) => {
  const links = Array.isArray(values.socialLinks) ? (values.socialLinks as Record<string, unknown>[]) : [];
  return schoolDetailsErrors({
    ...(values as unknown as SchoolDetailsFields),
    name: str(values.name),
    supportEmail: str(values.supportEmail),
    companySiteLabel: str(values.companySiteLabel),
    companySiteUrl: str(values.companySiteUrl),
    phone: str(values.phone),
    whatsapp: str(values.whatsapp),
    socialLinks: links.map((link) => ({ label: str(link?.label), href: str(link?.href) })),
  });
};

const SaveOnly = () => (
  <Toolbar sx={{ gap: 1, bgcolor: 'background.paper' }}>
    <SaveButton label="Save" alwaysEnable />
    <PreviewButton />
  </Toolbar>
);

/**
 * The school's details (one record, no drafts or versions): its name, the address visitors write to, the numbers
 * they may call or message (optional),
 * the footer's social links and company site, and the years the site prints.
 */
function SchoolDetailsPage() {
  return (
    <Edit
      resource="school-details"
      id={SCHOOL_DETAILS_ID}
      title="School details"
      mutationMode="pessimistic"
      redirect={false}
      actions={false}
    >
      <SimpleForm toolbar={<SaveOnly />} validate={validate} warnWhenUnsavedChanges>
        <TextInput source="name" label="School name" fullWidth />
        <TextInput source="supportEmail" label="Support email" type="email" fullWidth />
        <TextInput
          source="phone"
          label="Phone (optional)"
          type="tel"
          helperText="With + and the country code, e.g. +91 98765 43210: the footer and /Support show it"
          fullWidth
        />
        <TextInput
          source="whatsapp"
          label="WhatsApp (optional)"
          type="tel"
          helperText="With + and the country code; the site links to a WhatsApp chat with it"
          fullWidth
        />
        <ArrayInput
          source="socialLinks"
          label="Social links (footer)"
          helperText={`In their order in the footer, at most ${CONTENT_LIMITS.socialLinks}`}
        >
          <SimpleFormIterator disableReordering={false} fullWidth>
            <TextInput source="label" label="Words shown" helperText={false} />
            <TextInput source="href" label="Address" type="url" helperText={false} fullWidth />
          </SimpleFormIterator>
        </ArrayInput>
        <TextInput source="companySiteLabel" label="Company site: words" fullWidth />
        <TextInput source="companySiteUrl" label="Company site: address" type="url" fullWidth />
        <NumberInput source="foundedYear" label="Founded in" step={1} />
        <NumberInput source="copyrightYear" label="Copyright year" step={1} />
      </SimpleForm>
    </Edit>
  );
}

export const schoolDetails = {
  list: SchoolDetailsPage,
  icon: SchoolIcon,
  options: { label: 'School details' },
};
