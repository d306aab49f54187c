import { importInStages, once } from './staged-import';

describe('importInStages', () => {
  it('runs each stage in a task of its own, in order, and answers the last', async () => {
    const ran: string[] = [];
    const stage = (name: string) => async () => {
      ran.push(name);
    };
    let sameTask = true;
    const loading = importInStages([stage('api'), stage('schemas')], async () => {
      ran.push('screen');
      return 'the screen';
    });
    // Nothing runs in the caller's task: a stage never joins the work already under way.
    void Promise.resolve().then(() => (sameTask = ran.length === 0));
    expect(await loading).toBe('the screen');
    expect(ran).toEqual(['api', 'schemas', 'screen']);
    expect(sameTask).toBe(true);
  });
});

describe('once', () => {
  it('starts the load once however often it is asked, and again after a failure', async () => {
    let calls = 0;
    let fail = true;
    const load = once(async () => {
      calls += 1;
      if (fail) throw new Error('offline');
      return calls;
    });
    await expect(Promise.all([load(), load()])).rejects.toThrow('offline');
    expect(calls).toBe(1);
    fail = false;
    expect(await load()).toBe(2);
    expect(await load()).toBe(2);
    expect(calls).toBe(2);
  });
});
