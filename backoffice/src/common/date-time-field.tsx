import { DateField, type DateFieldProps } from 'react-admin';

/** `28 Nov 2026, 20:05`: day first and 24-hour, as staff in both countries read it, short enough for one line. */
const FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

export function DateTimeField(props: DateFieldProps) {
  return <DateField locales="en-GB" options={FORMAT} showTime {...props} />;
}
