import { required, SelectInput } from 'react-admin';
import { useSiteChoices } from '../sites/use-sites';

/** The site a resource belongs to: chosen when it is made, fixed after (the server keeps it). */
export function SiteInput({ fixed = false }: { fixed?: boolean }) {
  const choices = useSiteChoices();
  return (
    <SelectInput
      source="site_id"
      label="Site"
      choices={choices}
      validate={required()}
      disabled={fixed}
      isLoading={choices.length === 0}
    />
  );
}
