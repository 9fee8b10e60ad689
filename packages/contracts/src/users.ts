import { z } from 'zod';
import { activityStatuses, accountTypes } from './enums';
import { emailSchema, passwordSchema } from './auth';
import { pickupAddress } from './orders';

/** The current user (`GET /users/me`, cache key 'api/users/me'). */
export const currentUser = z
  .object({
    id: z.uuid(),
    email: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    phone: z.string().nullable(),
    status: z.enum(activityStatuses),
    /** Why an administrator blocked the account, for the menu's banner (null unless blocked). */
    blocked_reason: z.string().nullable(),
    type: z.enum(accountTypes),
    avatar: z.string().nullable(),
    products_in_comparison: z.number().int().nonnegative(),
    email_verified: z.boolean(),
    phone_verified: z.boolean(),
    /** What menus and cards show: the seller's display name, otherwise the full name. */
    display_name: z.string(),
  })
  .meta({ id: 'CurrentUser' });
export type CurrentUser = z.infer<typeof currentUser>;

/** The account holder's own details, in seller and buyer profiles alike. */
const profileHolderFields = {
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.enum(activityStatuses),
  /** Where buyers collect; private users sell Flea Market ads through the cart too. */
  pickup_address: pickupAddress.nullable(),
};

export const sellerProfile = z
  .object({
    user_id: z.uuid(),
    account_name: z.string(),
    business_name: z.string().nullable(),
    business_name_as_account_name: z.boolean(),
    logo: z.string().nullable(),
    ...profileHolderFields,
  })
  .meta({ id: 'SellerProfile' });
export type SellerProfile = z.infer<typeof sellerProfile>;

/**
 * `GET /companies/{id}` (spec §7 "Companies details", public): a seller's business as buyers
 * see it on the seller page. 404 for an account that is not an active seller.
 */
export const companyDetails = z
  .object({
    id: z.uuid(),
    /** Business or account name per business_name_as_account_name. */
    display_name: z.string(),
    business_name: z.string().nullable(),
    logo: z.string().nullable(),
    /** Where buyers collect pickup orders; null while the seller has given none. */
    pickup_address: pickupAddress.nullable(),
  })
  .meta({ id: 'CompanyDetails' });
export type CompanyDetails = z.infer<typeof companyDetails>;

export const buyerProfile = z
  .object({ user_id: z.uuid(), ...profileHolderFields })
  .meta({ id: 'BuyerProfile' });
export type BuyerProfile = z.infer<typeof buyerProfile>;

const optionalName = z.string().trim().max(80).nullable().optional();
const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{6,20}$/, { error: 'Enter a valid phone number' })
  .nullable()
  .optional();

/** Null clears the pickup address; leaving it out keeps it. */
const pickupAddressUpdate = pickupAddress.nullable().optional();

export const updateBuyerBody = z
  .object({
    first_name: optionalName,
    last_name: optionalName,
    phone: phoneSchema,
    pickup_address: pickupAddressUpdate,
  })
  .meta({ id: 'UpdateBuyerBody' });
export type UpdateBuyerBody = z.infer<typeof updateBuyerBody>;

export const updateSellerBody = z
  .object({
    account_name: z.string().trim().min(2).max(80).optional(),
    business_name: z.string().trim().min(2).max(120).optional(),
    business_name_as_account_name: z.boolean().optional(),
    first_name: optionalName,
    last_name: optionalName,
    phone: phoneSchema,
    pickup_address: pickupAddressUpdate,
  })
  .meta({ id: 'UpdateSellerBody' });
export type UpdateSellerBody = z.infer<typeof updateSellerBody>;

export const updateEmailBody = z.object({ email: emailSchema, password: z.string().min(1) });
export const updatePasswordBody = z.object({
  current_password: z.string().min(1),
  new_password: passwordSchema,
});

export const verificationChannels = ['email', 'phone'] as const;
export type VerificationChannel = (typeof verificationChannels)[number];
export const VERIFICATION_CODE_LENGTH = 6;

export const verificationChannelParams = z.object({ channel: z.enum(verificationChannels) });
/** Starting a phone verification may set the number to verify. */
export const initiateVerificationBody = z
  .object({
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ()-]{6,20}$/)
      .optional(),
  })
  .default({});
export const verifyCodeBody = z.object({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^[0-9]{${VERIFICATION_CODE_LENGTH}}$`), {
      error: `Enter the ${VERIFICATION_CODE_LENGTH}-digit code`,
    }),
});
export const verificationStatus = z
  .object({
    channel: z.enum(verificationChannels),
    /** Where the code went, partly hidden (a•••@example.com, •••• 1234). */
    sent_to: z.string(),
    expires_at: z.iso.datetime(),
    resend_available_at: z.iso.datetime(),
  })
  .meta({ id: 'VerificationStatus' });
export type VerificationStatus = z.infer<typeof verificationStatus>;

/** Admin: block an account, with the reason its owner is shown. */
export const blockAccountBody = z.object({ reason: z.string().trim().min(3).max(500) });
export const userIdParams = z.object({ id: z.uuid() });

/** Closing an account (DELETE /buyers/me, /sellers/me) asks for the password once more. */
export const closeAccountBody = z.object({ password: z.string().min(1) }).meta({
  id: 'CloseAccountBody',
});
export type CloseAccountBody = z.infer<typeof closeAccountBody>;

/** Avatar and logo uploads (multipart field `file`). */
export const accountPictureRules = {
  maxBytes: 5 * 1024 * 1024,
  minSidePx: 64,
  maxPixels: 40_000_000,
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
  /** Avatars are cropped to this square. */
  avatarSidePx: 256,
  /** Logos keep their shape and fit into this square. */
  logoMaxSidePx: 512,
} as const;
