import { createDataProvider } from '../data-provider';
import { installFakeFetch } from '../test-utils/fake-fetch';

const ID = '5a18836e-bfa3-44eb-8be5-81adb6439169';

describe('verification decisions', () => {
  it('approve a submitted one with no reason, one verified another way with how, and reject with the reason', async () => {
    const sent = installFakeFetch(() => ({ body: { id: ID } }));
    const provider = createDataProvider();
    await provider.approveVerification(ID);
    await provider.approveVerification(ID, 'Met in branch with the ID card');
    await provider.rejectVerification(ID, 'The photo is unreadable');
    expect(sent.map((request) => [request.method, request.url, request.body])).toEqual([
      ['POST', `/v1/backoffice/verifications/${ID}/approve`, {}],
      ['POST', `/v1/backoffice/verifications/${ID}/approve`, { reason: 'Met in branch with the ID card' }],
      ['POST', `/v1/backoffice/verifications/${ID}/reject`, { reason: 'The photo is unreadable' }],
    ]);
  });
});
