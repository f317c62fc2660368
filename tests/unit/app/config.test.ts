// Configuration: Vite's mode `sandbox` makes the sandbox app, every other mode the live app, whose
// settings are validated with each missing or invalid one named (ADR 0024).
import { describe, expect, it } from 'vitest';
import { appModeOf, ConfigError, loadConfig, REQUIRED_LIVE_SETTINGS } from '../../../src/app/config.ts';

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
    const config = loadConfig({ MODE: 'sandbox' });
    expect(config.mode).toBe('sandbox');
    expect(config.apiUrl).toBe('http://localhost:4320');
    expect(config.urls.marketingHome).toBe('http://localhost:4320/');
    expect(config.stripePublishableKey).toBeNull();
    expect(config.chatWidgetUrl).toBeNull();
    expect(config.telemetryKey).toBeNull();
  });

  it('uses the neutral brand unless one is configured', () => {
    expect(loadConfig({ MODE: 'sandbox' }).brand).toEqual({ name: 'Studio Learning', logoUrl: null });
    expect(loadConfig({ MODE: 'sandbox', VITE_BRAND_NAME: ' Acme ', VITE_BRAND_LOGO_URL: '/acme.svg' }).brand).toEqual({ name: 'Acme', logoUrl: '/acme.svg' });
  });

  it('follows VITE_SANDBOX_URL and drops its trailing slash', () => {
    expect(loadConfig({ MODE: 'sandbox', VITE_SANDBOX_URL: 'http://localhost:9999/' }).apiUrl).toBe('http://localhost:9999');
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

  it('makes the live app in every mode but sandbox, so a forgotten setting fails instead of building the sandbox', () => {
    expect(appModeOf('sandbox')).toBe('sandbox');
    for (const mode of ['production', 'development', 'staging', undefined]) expect(appModeOf(mode)).toBe('live');
    expect(() => loadConfig({ VITE_SANDBOX_URL: 'http://localhost:4320' })).toThrow(ConfigError);
    expect(loadConfig({ ...liveEnv, MODE: 'staging' }).mode).toBe('live');
  });

  it('names every missing live setting, each as missing', () => {
    let caught: unknown;
    try {
      loadConfig({ MODE: 'production' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems;
    expect(problems.map((p) => p.setting)).toEqual(Object.keys(liveEnv));
    expect(REQUIRED_LIVE_SETTINGS).toEqual(Object.keys(liveEnv));
    expect(problems.every((p) => p.problem === 'missing')).toBe(true);
  });

  it('says what is wrong with an invalid value without repeating it (a secret key must not reach a log)', () => {
    let caught: unknown;
    try {
      loadConfig({ ...liveEnv, VITE_STRIPE_PUBLISHABLE_KEY: 'sk_live_oops', VITE_API_URL: 'api.example.com' });
    } catch (error) {
      caught = error;
    }
    const problems = (caught as ConfigError).problems;
    expect(problems).toEqual([
      { setting: 'VITE_API_URL', problem: 'not an absolute URL' },
      { setting: 'VITE_STRIPE_PUBLISHABLE_KEY', problem: 'not a publishable key (pk_…)' },
    ]);
    expect(JSON.stringify(problems) + (caught as Error).message).not.toContain('sk_live_oops');
  });
});
