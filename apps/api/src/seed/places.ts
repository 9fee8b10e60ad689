/** Real German cities with one of their postal codes and its coordinates (as in geo_points). */
export interface Place {
  city: string;
  zipCode: string;
  latitude: number;
  longitude: number;
}

export const places: readonly Place[] = [
  { city: 'Berlin', zipCode: '10115', latitude: 52.53371, longitude: 13.38722 },
  { city: 'Berlin', zipCode: '10997', latitude: 52.50331, longitude: 13.43858 },
  { city: 'Hamburg', zipCode: '20095', latitude: 53.55416, longitude: 10.0011 },
  { city: 'München', zipCode: '80331', latitude: 48.13786, longitude: 11.5722 },
  { city: 'München', zipCode: '80802', latitude: 48.16078, longitude: 11.59226 },
  { city: 'Köln', zipCode: '50667', latitude: 50.94009, longitude: 6.95768 },
  { city: 'Frankfurt am Main', zipCode: '60311', latitude: 50.11197, longitude: 8.68389 },
  { city: 'Stuttgart', zipCode: '70173', latitude: 48.78196, longitude: 9.17933 },
  { city: 'Düsseldorf', zipCode: '40213', latitude: 51.22637, longitude: 6.77285 },
  { city: 'Leipzig', zipCode: '04109', latitude: 51.34017, longitude: 12.36622 },
  { city: 'Dortmund', zipCode: '44135', latitude: 51.5147, longitude: 7.47343 },
  { city: 'Essen', zipCode: '45127', latitude: 51.4587, longitude: 7.00875 },
  { city: 'Bremen', zipCode: '28195', latitude: 53.08139, longitude: 8.80513 },
  { city: 'Dresden', zipCode: '01067', latitude: 51.06003, longitude: 13.72107 },
  { city: 'Hannover', zipCode: '30159', latitude: 52.37534, longitude: 9.73793 },
  { city: 'Nürnberg', zipCode: '90402', latitude: 49.45068, longitude: 11.08936 },
  { city: 'Bonn', zipCode: '53111', latitude: 50.74119, longitude: 7.10195 },
  { city: 'Münster', zipCode: '48143', latitude: 51.96251, longitude: 7.6259 },
  { city: 'Freiburg im Breisgau', zipCode: '79098', latitude: 47.99594, longitude: 7.8508 },
  { city: 'Heidelberg', zipCode: '69117', latitude: 49.39193, longitude: 8.72825 },
  { city: 'Potsdam', zipCode: '14467', latitude: 52.40548, longitude: 13.07053 },
  { city: 'Mainz', zipCode: '55116', latitude: 50.00043, longitude: 8.27395 },
];
