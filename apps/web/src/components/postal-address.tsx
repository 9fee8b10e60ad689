import Typography from '@mui/material/Typography';
import { type PickupAddress } from '@bazaar/contracts';

/** A street address on two lines: street, then postal code and city. */
export function PostalAddress({ address, testId }: { address: PickupAddress; testId?: string }) {
  return (
    <Typography
      variant="body2"
      component="address"
      sx={{ fontStyle: 'normal' }}
      data-testid={testId}
    >
      {address.street}
      <br />
      {address.zip_code} {address.city}
    </Typography>
  );
}
