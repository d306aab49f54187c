import { SelectInput } from 'react-admin';
import { useSiteChoices } from '../sites/use-sites';

/** A list's site filter, offering the staff member's sites by name (GET sites). */
export function SiteFilter(props: { source: 'site_id'; alwaysOn?: boolean; emptyText?: string }) {
  const choices = useSiteChoices();
  return <SelectInput {...props} label="Site" choices={choices} isLoading={choices.length === 0} />;
}
