import { presentLine } from './presentLine';

const words = { presentAt: '{role} at {employer}' };
const resume = {
  basics: { location: { city: 'Example City' } },
  work: [
    { name: 'Letterbox', position: 'Software Developer', startDate: '2019-01', endDate: '2021-02' },
    { name: 'Northwind Media', position: 'Senior Software Developer', startDate: '2021-03', location: 'Lisbon' },
  ],
};

describe('the line under Home’s headline', () => {
  it('is the CV’s current job: its position, company and place', () => {
    expect(presentLine(undefined, resume, words, 'en')).toBe('Senior Software Developer at Northwind Media · Lisbon');
  });

  it('takes the CV’s own place where the job names none, and says the words of the language', () => {
    const [, current] = resume.work;
    const placeless = { ...resume, work: [{ ...current!, location: undefined }] };
    expect(presentLine(undefined, placeless, { presentAt: '{employer}の{role}' }, 'ja')).toBe(
      'Northwind MediaのSenior Software Developer · Example City',
    );
  });

  it('is the owner’s own line where they write one, and none without a current job', () => {
    expect(presentLine('Composer for games', resume, words, 'en')).toBe('Composer for games');
    expect(presentLine(undefined, { work: [resume.work[0]!] }, words, 'en')).toBeUndefined();
    expect(presentLine(undefined, undefined, words, 'en')).toBeUndefined();
  });
});
