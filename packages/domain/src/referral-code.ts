/**
 * A referral code as GET referral gives it (8 characters, no look-alikes). Its own module,
 * not validators.ts: the web client checks a link's code on every page load, and with
 * this one pattern it would otherwise carry every form rule into its first script.
 */
export const REFERRAL_CODE = /^[2-9A-HJKMNP-Z]{8}$/;
