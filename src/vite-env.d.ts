// The settings the app reads from import.meta.env, each described in .env.example (ADR 0024).
// strictImportMetaEnv makes a misspelt or unlisted setting a type error instead of `any`.
/// <reference types="vite/client" />

interface ViteTypeOptions {
  strictImportMetaEnv: unknown;
}

interface ImportMetaEnv {
  // Sandbox app (Vite mode `sandbox`)
  readonly VITE_SANDBOX_URL?: string;
  // Live app: required
  readonly VITE_API_URL?: string;
  readonly VITE_AUTH0_DOMAIN?: string;
  readonly VITE_AUTH0_CLIENT_ID?: string;
  readonly VITE_AUTH0_AUDIENCE?: string;
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
  readonly VITE_MARKETING_URL?: string;
  readonly VITE_LEARN_URL?: string;
  readonly VITE_WIDGET_PRICE_ID?: string;
  // Live app: optional
  readonly VITE_AUTH0_CONNECTION?: string;
  readonly VITE_PRICING_INDIVIDUAL_URL?: string;
  readonly VITE_PRICING_FIRM_URL?: string;
  readonly VITE_LEARN_GROUPS_URL?: string;
  readonly VITE_RESET_PASSWORD_URL?: string;
  readonly VITE_TERMS_URL?: string;
  readonly VITE_PRIVACY_URL?: string;
  readonly VITE_COOKIE_DOMAIN?: string;
  readonly VITE_CHAT_WIDGET_URL?: string;
  readonly VITE_TELEMETRY_KEY?: string;
  readonly VITE_SISTER_PRODUCT_NAME?: string;
  // Both
  readonly VITE_BRAND_NAME?: string;
  readonly VITE_BRAND_LOGO_URL?: string;
}
