import { PlaceOutlined } from '@/components/icons/sprite-icon';
import InputAdornment from '@mui/material/InputAdornment';
import { type GeoPoint } from '@bazaar/contracts';

/** A postal code as the field shows it; the city is known once looked up. */
export type PostcodeOption = Pick<GeoPoint, 'zip_code'> & Partial<Pick<GeoPoint, 'city' | 'state'>>;

export const optionLabel = (option: PostcodeOption) =>
  option.city ? `${option.zip_code} ${option.city}` : option.zip_code;

/** The applied code as an option, with its city when the results named the same code's place. */
export const selectedOption = (
  value: string | undefined,
  origin: GeoPoint | null,
): PostcodeOption | null =>
  value ? { zip_code: value, city: origin?.zip_code === value ? origin.city : undefined } : null;

/** The pin in front of the code, in the field and in its stand-in alike. */
export const postcodeStartAdornment = (
  <InputAdornment position="start" sx={{ ml: 0.5 }}>
    <PlaceOutlined sx={{ fontSize: 18 }} aria-hidden />
  </InputAdornment>
);
