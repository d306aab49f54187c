import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../data-provider';

/** The dataProvider with the console's actions (approve, reject, adjust…). */
export function useConsole(): ConsoleDataProvider {
  return useDataProvider<ConsoleDataProvider>();
}
