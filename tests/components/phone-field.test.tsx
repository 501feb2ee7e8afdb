import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import PhoneField from '../../src/islands/shared/PhoneField';
import type { PhoneSettings } from '../../src/lib/phone/value';

afterEach(cleanup);

const nepal: PhoneSettings = { country: 'NP', name: 'Nepal', callingCode: '977', picker: true, label: 'Country', locale: 'en' };

function Harness({ settings, onValue }: { settings: PhoneSettings | null; onValue?: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <PhoneField
      id="phone"
      label="Phone"
      value={value}
      show={false}
      settings={settings}
      onChange={(v) => {
        setValue(v);
        onValue?.(v);
      }}
      onBlur={() => undefined}
    />
  );
}

describe('PhoneField (spec section 5, phone input)', () => {
  it("shows the shop's country and its leading '+'; typing goes after it, unformatted", async () => {
    const values: string[] = [];
    render(<Harness settings={nepal} onValue={(v) => values.push(v)} />);
    const input = screen.getByLabelText('Phone') as HTMLInputElement;
    expect(input.value).toBe('+977');
    expect(input.type).toBe('tel');
    const country = screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement;
    expect(country.value).toBe('NP');
    await userEvent.type(input, '9812345678');
    expect(input.value).toBe('+9779812345678');
    expect(values.at(-1)).toBe('+9779812345678');
    await userEvent.clear(input);
    expect(values.at(-1)).toBe('');
    expect(input.value).toBe('+977');
  });

  it('the dropdown is disabled unless country_picker_status is 1', () => {
    render(<Harness settings={{ ...nepal, picker: false }} />);
    expect((screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement).disabled).toBe(true);
  });

  it("reaching for the dropdown loads every country from libphonenumber's metadata; another country swaps the code", async () => {
    const values: string[] = [];
    render(<Harness settings={nepal} onValue={(v) => values.push(v)} />);
    await userEvent.type(screen.getByLabelText('Phone'), '9812345678');
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(within(country).getAllByRole('option')).toHaveLength(1);
    country.focus();
    // far more than a hand-made list: libphonenumber knows over 240 regions
    await expect.poll(() => within(country).getAllByRole('option').length).toBeGreaterThan(240);
    expect(within(country).getByRole('option', { name: /\+91 India/ })).toBeTruthy();
    await userEvent.selectOptions(country, 'IN');
    expect(values.at(-1)).toBe('+919812345678');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('+919812345678');
  });

  it("in Nepali the countries are named in Nepali, whatever the browser's own names (made at build time from CLDR)", async () => {
    render(<Harness settings={{ ...nepal, name: 'नेपाल', locale: 'ne' }} />);
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(within(country).getByRole('option', { name: /\+977 नेपाल/ })).toBeTruthy();
    country.focus();
    await expect.poll(() => within(country).queryAllByRole('option', { name: /\+91 भारत/ }).length).toBe(1);
  });

  it('without settings (the server, before the island runs) it is a plain phone field', () => {
    render(<Harness settings={null} />);
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
