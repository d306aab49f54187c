import { DEFAULT_UNIT_CONFIG } from '../../contract/unit-config';
import { CashInHub } from '../features/cashin/components/cashin-hub';
import type { CashInHubProps } from '../features/cashin/components/cashin-hub';
import { UNIT_TOKEN } from './fixtures';
import { renderWithProviders } from './render';

/** The cash-in hub of a South African player holding R123.45 (`props` change that), with the store around it. */
export function renderCashInHub(props: Partial<CashInHubProps> = {}) {
  const onFinAccount = jest.fn();
  const rendered = renderWithProviders(
    <CashInHub
      country="ZA"
      config={DEFAULT_UNIT_CONFIG}
      currency="ZAR"
      balance={12_345}
      unitToken={UNIT_TOKEN}
      onFinAccount={onFinAccount}
      {...props}
    />,
  );
  return { onFinAccount, unmount: rendered.unmount };
}
