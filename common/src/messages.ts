/**
 * Every text a visitor can read about an enquiry, word for word as docs/requirements.md#validation and
 * #outcome-messages quote it.
 */
export const messages = {
  contact: {
    required: 'Please fill all the fields',
    email: 'Please enter a valid email',
    name: 'Please enter a valid name without numbers',
    success: 'Message sent successfully!',
    badRequest: 'Please fill all the fields',
    otherStatus: 'An error occurred. Please try again later.',
    exception: 'An error occurred while submitting the form. Please try again later.',
  },
  application: {
    required: 'Please fill all the fields and attach a resume.',
    name: 'Please enter a valid name',
    email: 'Please enter a valid email',
    resumeType: 'Please select a PDF file only.',
    noFile: 'No file chosen',
    success: 'Application submitted successfully!',
    badRequest: 'Please fill all the fields and attach a resume.',
    failure: 'Failed to submit the form. Please try again.',
  },
  trial: {
    required: 'Please fill all the fields',
    name: 'Please enter a valid name',
    email: 'Please enter a valid email',
    success: 'Trial form submitted successfully!',
    badRequest: 'All fields are required',
    failure: 'Failed to submit form. Please try again.',
  },
  /** Server-side rules the forms leave open (docs/requirements.md#field-limits). */
  limits: {
    name: 'Please keep the name under 100 characters',
    email: 'Please keep the email under 254 characters',
    message: 'Please keep the message under 5000 characters',
    page: 'The page must be a path starting with / and at most 512 characters',
    resumeUrl: 'The resume must be an http or https link',
    resumeSize: 'The resume is too large',
    gender: 'Please choose male, female or others',
    category: 'Please choose one of our courses',
  },
  /** The optional phone number of the trial and contact forms (docs/requirements.md#phone). */
  phone: {
    invalid: 'Please enter a valid phone number for the country chosen, or leave it empty',
    countryCode: 'Please start the phone number with + and its country code',
  },
} as const;
