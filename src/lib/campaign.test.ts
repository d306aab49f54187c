import { CAMPAIGN_STORAGE_KEY, campaignFromSearch, captureCampaign, takeCampaign } from './campaign';
import { createSafeStorage } from './safe-storage';

const memoryStorage = () => createSafeStorage(() => undefined);

describe('campaign tracking', () => {
  it('maps the five marketing parameters to source, medium, campaign, term and content', () => {
    expect(
      campaignFromSearch('?utm_source=fb&utm_medium=cpc&utm_campaign=spring&utm_term=slots&utm_content=banner&x=1'),
    ).toEqual({ source: 'fb', medium: 'cpc', campaign: 'spring', term: 'slots', content: 'banner' });
    expect(campaignFromSearch('?utm_source=sms')).toEqual({ source: 'sms' });
    expect(campaignFromSearch('?ref=1&utm_medium=')).toBeNull();
  });

  it('keeps the campaign under the product key on arrival, and leaves storage alone without one', () => {
    const storage = memoryStorage();
    captureCampaign('?status=complete', storage);
    expect(storage.get(CAMPAIGN_STORAGE_KEY)).toBeNull();
    captureCampaign('?utm_source=google&utm_campaign=launch', storage);
    expect(storage.getJSON(CAMPAIGN_STORAGE_KEY)).toEqual({ source: 'google', campaign: 'launch' });
    captureCampaign('?page=2', storage);
    expect(storage.getJSON(CAMPAIGN_STORAGE_KEY)).toEqual({ source: 'google', campaign: 'launch' });
  });

  it('reads the campaign once, then it is gone', () => {
    const storage = memoryStorage();
    captureCampaign('?utm_source=newsletter', storage);
    expect(takeCampaign(storage)).toEqual({ source: 'newsletter' });
    expect(takeCampaign(storage)).toBeNull();
    expect(storage.get(CAMPAIGN_STORAGE_KEY)).toBeNull();
  });

  it('works in local storage and survives its failure', () => {
    captureCampaign('?utm_medium=email');
    expect(JSON.parse(window.localStorage.getItem(CAMPAIGN_STORAGE_KEY) ?? 'null')).toEqual({ medium: 'email' });
    expect(takeCampaign()).toEqual({ medium: 'email' });
    expect(window.localStorage.getItem(CAMPAIGN_STORAGE_KEY)).toBeNull();

    const broken = createSafeStorage(() => {
      throw new Error('SecurityError');
    });
    captureCampaign('?utm_term=x', broken);
    expect(takeCampaign(broken)).toEqual({ term: 'x' });
  });
});
