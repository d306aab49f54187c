import { installFakeFetch, type FakeAnswer } from '../test-utils/fake-fetch';
import { fallbackSites, fetchSites } from './sites';

const answering = (answer: FakeAnswer) => installFakeFetch(() => answer);

describe("the staff member's sites", () => {
  it('are what the server answers', async () => {
    const site = { id: 7, name: 'Coral Bay', country: 'ZA', currency: 'ZAR', time_zone: 'Africa/Johannesburg' };
    const sent = answering({ status: 200, body: [site] });
    await expect(fetchSites([7])).resolves.toEqual([site]);
    expect(sent.map((request) => request.url)).toEqual(['/v1/backoffice/sites']);
  });

  it("fall back to the demo sites among the staff member's own when the server has no list", async () => {
    answering({ status: 404, body: { error: { code: 'not_found', message: 'Not found' } } });
    await expect(fetchSites([3, 1])).resolves.toEqual([
      { id: 1, name: 'Lucky Star', country: 'ZA', currency: 'ZAR', time_zone: 'Africa/Johannesburg' },
      { id: 3, name: 'Shubh Play', country: 'IN', currency: 'INR', time_zone: 'Asia/Kolkata' },
    ]);
    expect(fallbackSites([])).toEqual([]);
  });

  it('show any other failure', async () => {
    answering({ status: 500, body: { error: { code: 'internal', message: 'Something went wrong' } } });
    await expect(fetchSites([1])).rejects.toThrow('Something went wrong');
  });
});
