/** Real German cities with one of their postal codes and its coordinates. */
export interface Place {
  city: string;
  zipCode: string;
  latitude: number;
  longitude: number;
}

export const places: readonly Place[] = [
  { city: 'Berlin', zipCode: '10115', latitude: 52.5323, longitude: 13.3846 },
  { city: 'Berlin', zipCode: '10997', latitude: 52.5009, longitude: 13.4345 },
  { city: 'Hamburg', zipCode: '20095', latitude: 53.5503, longitude: 10.0007 },
  { city: 'München', zipCode: '80331', latitude: 48.1374, longitude: 11.5755 },
  { city: 'München', zipCode: '80802', latitude: 48.1614, longitude: 11.5864 },
  { city: 'Köln', zipCode: '50667', latitude: 50.9384, longitude: 6.9599 },
  { city: 'Frankfurt am Main', zipCode: '60311', latitude: 50.1109, longitude: 8.6821 },
  { city: 'Stuttgart', zipCode: '70173', latitude: 48.7784, longitude: 9.18 },
  { city: 'Düsseldorf', zipCode: '40213', latitude: 51.2254, longitude: 6.7763 },
  { city: 'Leipzig', zipCode: '04109', latitude: 51.3397, longitude: 12.3731 },
  { city: 'Dortmund', zipCode: '44135', latitude: 51.5136, longitude: 7.4653 },
  { city: 'Essen', zipCode: '45127', latitude: 51.4556, longitude: 7.0116 },
  { city: 'Bremen', zipCode: '28195', latitude: 53.0793, longitude: 8.8017 },
  { city: 'Dresden', zipCode: '01067', latitude: 51.0504, longitude: 13.7373 },
  { city: 'Hannover', zipCode: '30159', latitude: 52.3759, longitude: 9.732 },
  { city: 'Nürnberg', zipCode: '90402', latitude: 49.4521, longitude: 11.0767 },
  { city: 'Bonn', zipCode: '53111', latitude: 50.7374, longitude: 7.0982 },
  { city: 'Münster', zipCode: '48143', latitude: 51.9607, longitude: 7.6261 },
  { city: 'Freiburg im Breisgau', zipCode: '79098', latitude: 47.999, longitude: 7.8421 },
  { city: 'Heidelberg', zipCode: '69117', latitude: 49.4094, longitude: 8.6947 },
  { city: 'Potsdam', zipCode: '14467', latitude: 52.3906, longitude: 13.0645 },
  { city: 'Mainz', zipCode: '55116', latitude: 49.9929, longitude: 8.2473 },
];
