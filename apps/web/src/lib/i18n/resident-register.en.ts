/**
 * The words of the resident register screen (/residents), loaded with it rather than with the
 * first screen (index.ts, "screens that bring their own"): `t('residentRegister.title')`. A new key
 * goes here and in resident-register.id.ts, where the typecheck fails until it is there too.
 */
export const residentRegisterEn = {
  title: 'Resident Register',
  intro: 'Who stays here for the RT/RW, and the foreign guests to report through APOA.',
  pickProperty: 'Choose a property in the top bar: a register is of one address.',
  date: 'Residents on',
  since: 'Arrivals and departures since',
  downloadPdf: 'Download PDF',
  downloadExcel: 'Download Excel',
  residents: 'Residents',
  arrivals: 'Arrivals',
  departures: 'Departures',
  foreigners: 'Foreign guests (APOA)',
  foreignersNote: 'Report foreign guests to Immigration through APOA (apoa.imigrasi.go.id) at check-in and check-out.',
  nobody: 'Nobody',
  idNumber: 'NIK',
  birth: 'Place, date of birth',
  dateOfBirth: 'Date of birth',
  sex: 'Sex',
  originAddress: 'Origin address',
  arrival: 'Arrived',
  departure: 'Left',
  plannedDeparture: 'Planned departure',
  passport: 'Passport no.',
};
