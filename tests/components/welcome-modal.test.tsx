import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import WelcomeModal, { discountAmountText } from '../../src/islands/auth/WelcomeModal';
import en from '../../src/lib/i18n/en.json';

afterEach(cleanup);

const labels = { title: en.auth.welcomeTitle, body: en.auth.welcomeBody, discount: en.auth.welcomeDiscount, start: en.auth.welcomeStart };
const money = { symbol: 'Rs', direction: 'left' as const, decimals: 2 };
const profile = { f_name: 'Asha', l_name: 'Tamang', phone: null, email: null, image_full_url: null, is_phone_verified: 1, is_valid_for_discount: true, discount_amount: 10, discount_amount_type: 'percentage', validity: '30 day' };

describe('WelcomeModal', () => {
  it('welcomes by name with the first-order discount when the profile is valid for it', () => {
    render(<WelcomeModal profile={profile} labels={labels} money={money} onClose={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Welcome, Asha!' })).toBeTruthy();
    expect(screen.getByText('Get 10% off your first order. Valid for 30 day from sign-up.')).toBeTruthy();
  });

  it('leaves the discount out when the profile is not valid for it', () => {
    render(<WelcomeModal profile={{ ...profile, is_valid_for_discount: false }} labels={labels} money={money} onClose={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Welcome, Asha!' })).toBeTruthy();
    expect(screen.queryByText(/first order/)).toBeNull();
  });

  it('an amount discount is shown as money', () => {
    expect(discountAmountText({ discount_amount: 50, discount_amount_type: 'amount' }, money)).toBe('Rs 50.00');
  });
});
