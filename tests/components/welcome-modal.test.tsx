import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import WelcomeModal, { discountAmountText } from '../../src/islands/auth/WelcomeModal';
import en from '../../src/lib/i18n/en.json';
import type { Profile } from '../../src/lib/api/endpoints/account';

afterEach(cleanup);

const labels = { title: en.auth.welcomeTitle, body: en.auth.welcomeBody, discount: en.auth.welcomeDiscount, start: en.auth.welcomeStart };
const money = { symbol: 'Rs', direction: 'left' as const, decimals: 2 };
const profile: Profile = {
  id: 7,
  walletBalance: 0,
  loyaltyPoints: 0,
  refCode: null,
  firstName: 'Asha',
  name: 'Asha Tamang',
  phone: null,
  email: null,
  image: null,
  phoneVerified: true,
  welcomeDiscount: { valid: true, amount: 10, percent: true, validity: '30 day' },
  interests: [],
  interestModules: [],
};

describe('WelcomeModal', () => {
  it('welcomes by name with the first-order discount when the profile is valid for it', () => {
    render(<WelcomeModal profile={profile} labels={labels} money={money} onClose={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Welcome, Asha!' })).toBeTruthy();
    expect(screen.getByText('Get 10% off your first order. Valid for 30 day from sign-up.')).toBeTruthy();
  });

  it('leaves the discount out when the profile is not valid for it', () => {
    render(<WelcomeModal profile={{ ...profile, welcomeDiscount: { ...profile.welcomeDiscount, valid: false } }} labels={labels} money={money} onClose={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Welcome, Asha!' })).toBeTruthy();
    expect(screen.queryByText(/first order/)).toBeNull();
  });

  it('an amount discount is shown as money', () => {
    expect(discountAmountText({ amount: 50, percent: false }, money)).toBe('Rs 50.00');
  });
});
