// The statechart view's key (issue 7; no spec rule): Alt+S from anywhere but a text field, so it
// never takes a character someone types (Option+S is 'ß' on a Mac), and never Alt+T (the toasts).
// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isToggleKey } from '../../../src/statechart-view/StatechartViewLauncher.tsx';

const key = (init: KeyboardEventInit, target: EventTarget = document.body) => {
  const event = new KeyboardEvent('keydown', init);
  Object.defineProperty(event, 'target', { value: target });
  return event;
};

describe('statechart view key', () => {
  it('is Alt+S by key position, without other modifiers', () => {
    expect(isToggleKey(key({ code: 'KeyS', altKey: true }))).toBe(true);
    expect(isToggleKey(key({ code: 'KeyS' }))).toBe(false);
    expect(isToggleKey(key({ code: 'KeyT', altKey: true }))).toBe(false);
    expect(isToggleKey(key({ code: 'KeyS', altKey: true, shiftKey: true }))).toBe(false);
    expect(isToggleKey(key({ code: 'KeyS', altKey: true, ctrlKey: true }))).toBe(false);
    expect(isToggleKey(key({ code: 'KeyS', altKey: true, metaKey: true }))).toBe(false);
  });

  it('is left to text fields', () => {
    const input = document.createElement('input');
    const textarea = document.createElement('textarea');
    const button = document.createElement('button');
    document.body.append(input, textarea, button);
    expect(isToggleKey(key({ code: 'KeyS', altKey: true }, input))).toBe(false);
    expect(isToggleKey(key({ code: 'KeyS', altKey: true }, textarea))).toBe(false);
    expect(isToggleKey(key({ code: 'KeyS', altKey: true }, button))).toBe(true);
  });
});
