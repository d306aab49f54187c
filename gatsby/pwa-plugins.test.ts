import { brandNames } from '../scripts/brands';
import { brandIcon } from './pwa-plugins';

describe('brandIcon', () => {
  it.each(brandNames())('%s installs with its own icon, not the default brand’s', (brand) => {
    expect(brandIcon(brand)).toMatch(new RegExp(`^themes/${brand}/icon\\.(svg|png)$`));
  });
});
