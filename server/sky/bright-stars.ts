/** A fixed star: J2000 right ascension in hours, declination in degrees, visual magnitude. */
export interface BrightStar {
  name: string;
  rightAscension: number;
  declination: number;
  magnitude: number;
}

const hours = (h: number, m: number, s: number) => h + m / 60 + s / 3600;
const degrees = (sign: 1 | -1, d: number, m: number, s: number) => sign * (d + m / 60 + s / 3600);

/**
 * The 21 brightest stars of the night sky (J2000 positions, Hipparcos magnitudes; a double star as
 * the eye sees it, one point). Precession to the date is left to the sky model.
 */
export const BRIGHT_STARS: readonly BrightStar[] = [
  { name: 'Sirius', rightAscension: hours(6, 45, 8.917), declination: degrees(-1, 16, 42, 58.02), magnitude: -1.46 },
  { name: 'Canopus', rightAscension: hours(6, 23, 57.11), declination: degrees(-1, 52, 41, 44.38), magnitude: -0.74 },
  {
    name: 'Rigil Kentaurus',
    rightAscension: hours(14, 39, 36.494),
    declination: degrees(-1, 60, 50, 2.37),
    magnitude: -0.27,
  },
  { name: 'Arcturus', rightAscension: hours(14, 15, 39.672), declination: degrees(1, 19, 10, 56.67), magnitude: -0.05 },
  { name: 'Vega', rightAscension: hours(18, 36, 56.336), declination: degrees(1, 38, 47, 1.28), magnitude: 0.03 },
  { name: 'Capella', rightAscension: hours(5, 16, 41.359), declination: degrees(1, 45, 59, 52.77), magnitude: 0.08 },
  { name: 'Rigel', rightAscension: hours(5, 14, 32.272), declination: degrees(-1, 8, 12, 5.9), magnitude: 0.13 },
  { name: 'Procyon', rightAscension: hours(7, 39, 18.118), declination: degrees(1, 5, 13, 29.96), magnitude: 0.34 },
  { name: 'Achernar', rightAscension: hours(1, 37, 42.845), declination: degrees(-1, 57, 14, 12.31), magnitude: 0.46 },
  { name: 'Betelgeuse', rightAscension: hours(5, 55, 10.305), declination: degrees(1, 7, 24, 25.43), magnitude: 0.5 },
  { name: 'Hadar', rightAscension: hours(14, 3, 49.405), declination: degrees(-1, 60, 22, 22.93), magnitude: 0.61 },
  { name: 'Altair', rightAscension: hours(19, 50, 46.999), declination: degrees(1, 8, 52, 5.96), magnitude: 0.77 },
  { name: 'Acrux', rightAscension: hours(12, 26, 35.896), declination: degrees(-1, 63, 5, 56.73), magnitude: 0.76 },
  { name: 'Aldebaran', rightAscension: hours(4, 35, 55.239), declination: degrees(1, 16, 30, 33.49), magnitude: 0.86 },
  { name: 'Antares', rightAscension: hours(16, 29, 24.46), declination: degrees(-1, 26, 25, 55.21), magnitude: 0.96 },
  { name: 'Spica', rightAscension: hours(13, 25, 11.579), declination: degrees(-1, 11, 9, 40.75), magnitude: 0.97 },
  { name: 'Pollux', rightAscension: hours(7, 45, 18.95), declination: degrees(1, 28, 1, 34.32), magnitude: 1.14 },
  {
    name: 'Fomalhaut',
    rightAscension: hours(22, 57, 39.046),
    declination: degrees(-1, 29, 37, 20.05),
    magnitude: 1.16,
  },
  { name: 'Deneb', rightAscension: hours(20, 41, 25.915), declination: degrees(1, 45, 16, 49.22), magnitude: 1.25 },
  { name: 'Mimosa', rightAscension: hours(12, 47, 43.269), declination: degrees(-1, 59, 41, 19.58), magnitude: 1.25 },
  { name: 'Regulus', rightAscension: hours(10, 8, 22.311), declination: degrees(1, 11, 58, 1.95), magnitude: 1.35 },
];
