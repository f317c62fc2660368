// Configuration: sandbox by default, live mode validated with the missing variable named.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/app/config.ts';

const liveEnv = {
  VITE_API_URL: 'https://api.example.com',
  VITE_AUTH0_DOMAIN: 'https://login.example.com',
  VITE_AUTH0_CLIENT_ID: 'client',
  VITE_AUTH0_AUDIENCE: 'https://api.example.com',
  VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
  VITE_MARKETING_URL: 'https://www.example.com',
  VITE_LEARN_URL: 'https://learn.example.com',
  VITE_WIDGET_PRICE_ID: 'price_widget',
};

describe('loadConfig', () => {
  it('runs in sandbox mode against localhost:4320 with no variables', () => {
    const config = loadConfig({});
    expect(config.mode).toBe('sandbox');
    expect(config.apiUrl).toBe('http://localhost:4320');
    expect(config.urls.marketingHome).toBe('http://localhost:4320/');
    expect(config.stripePublishableKey).toBeNull();
    expect(config.chatWidgetUrl).toBeNull();
    expect(config.telemetryKey).toBeNull();
  });

  it('uses the neutral brand unless one is configured', () => {
    expect(loadConfig({}).brand).toEqual({ name: 'Studio Learning', logoUrl: null });
    expect(loadConfig({ VITE_BRAND_NAME: ' Acme ', VITE_BRAND_LOGO_URL: '/acme.svg' }).brand).toEqual({ name: 'Acme', logoUrl: '/acme.svg' });
  });

  it('follows VITE_SANDBOX_URL and drops its trailing slash', () => {
    expect(loadConfig({ VITE_SANDBOX_URL: 'http://localhost:9999/' }).apiUrl).toBe('http://localhost:9999');
  });

  it('reads a complete live environment', () => {
    const config = loadConfig(liveEnv);
    expect(config.mode).toBe('live');
    expect(config.stripePublishableKey).toBe('pk_test_123');
    expect(config.urls.learn).toBe('https://learn.example.com');
    expect(config.widgetPriceId).toBe('price_widget');
  });

  it('names the missing variable when live mode is incomplete', () => {
    const { VITE_AUTH0_CLIENT_ID: _omitted, ...incomplete } = liveEnv;
    expect(() => loadConfig(incomplete)).toThrow(ConfigError);
    expect(() => loadConfig(incomplete)).toThrow(/VITE_AUTH0_CLIENT_ID/);
  });

  it('names an invalid variable too', () => {
    expect(() => loadConfig({ ...liveEnv, VITE_STRIPE_PUBLISHABLE_KEY: 'sk_live_oops' })).toThrow(/VITE_STRIPE_PUBLISHABLE_KEY/);
  });
});
