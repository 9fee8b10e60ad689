import { z } from 'zod';
import { accountTypes } from './enums';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid email address' }).max(254));

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: `Use at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { error: `Use at most ${PASSWORD_MAX_LENGTH} characters` });

const personName = z.string().trim().min(1, { error: 'Complete this field, please' }).max(80);

export const signUpUserBody = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    first_name: personName,
    last_name: personName,
  })
  .meta({ id: 'SignUpUserBody' });
export type SignUpUserBody = z.infer<typeof signUpUserBody>;

export const signUpBusinessBody = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    account_name: z.string().trim().min(2).max(80),
    business_name: z.string().trim().min(2).max(120),
    business_name_as_account_name: z.boolean().default(false),
    first_name: z.string().trim().max(80).optional(),
    last_name: z.string().trim().max(80).optional(),
  })
  .meta({ id: 'SignUpBusinessBody' });
export type SignUpBusinessBody = z.infer<typeof signUpBusinessBody>;

export const signInBody = z
  .object({
    email: emailSchema,
    password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  })
  .meta({ id: 'SignInBody' });
export type SignInBody = z.infer<typeof signInBody>;

/** What the access token says about its holder (the `tokenData` of the auth state). */
export const tokenDataSchema = z.object({
  sub: z.uuid(),
  type: z.enum(accountTypes),
  sid: z.uuid(),
  exp: z.number().int(),
  /**
   * The administrator viewing the product as this account (RFC 8693's actor claim), only in a
   * read-only "view as this user" token (ADR 0077).
   */
  act: z.object({ sub: z.uuid() }).optional(),
});
export type TokenData = z.infer<typeof tokenDataSchema>;

/** Answer of every call that starts or renews a session. The refresh token travels as an http-only cookie. */
export const authSessionResponse = z
  .object({
    token: z.string(),
    tokenExpiration: z.iso.datetime(),
    userId: z.uuid(),
    userType: z.enum(accountTypes),
  })
  .meta({ id: 'AuthSession' });
export type AuthSessionResponse = z.infer<typeof authSessionResponse>;

export const tokenBody = z.object({ token: z.string().min(16).max(512) });
export type TokenBody = z.infer<typeof tokenBody>;

/** What a one-time token (sent by email) is for. */
export const oneTimeTokenPurposes = ['direct_sign_in', 'restore_password'] as const;
export type OneTimeTokenPurpose = (typeof oneTimeTokenPurposes)[number];

/** `POST /auth/verify {token}`: whether a one-time token is still usable, without using it up. */
export const verifyTokenResponse = z
  .object({
    valid: z.boolean(),
    purpose: z.enum(oneTimeTokenPurposes).nullable(),
    expires_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'VerifyTokenResponse' });
export type VerifyTokenResponse = z.infer<typeof verifyTokenResponse>;

/** Asks for a sign-in link by email (answered the same whether or not the account exists). */
export const directSignInRequestBody = z.object({ email: emailSchema });

export const restorePasswordBody = z.object({ email: emailSchema });
export const resetPasswordBody = z.object({
  token: z.string().min(16).max(512),
  password: passwordSchema,
});

/** The answer to requests whose outcome must not reveal whether an account exists. */
export const acceptedResponse = z.object({ message: z.string() }).meta({ id: 'Accepted' });
export type AcceptedResponse = z.infer<typeof acceptedResponse>;
