import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentBadges } from './payment-badges';

describe('PaymentBadges (issue 21 §2–§3)', () => {
  it('lists the methods a place takes in a fixed order, the surcharge and the price level with its meaning', () => {
    render(<PaymentBadges payments={['transfermovil', 'cash_cup', 'cards', 'bitcoin']} surchargePct={10} priceLevel={2} />);
    const list = within(screen.getByRole('list', { name: 'Formas de pago' }));
    expect(list.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '$$Precio medio: platos entre 1000 y 3000 CUP',
      'Efectivo CUP',
      'Transfermóvil',
      'Tarjeta Visa o Mastercard',
      '+10 % con pago electrónico',
    ]);
    expect(list.getByText('Tarjeta Visa o Mastercard')).toHaveAttribute('title', expect.stringMatching(/no emitidas en EE\. UU\./));
  });

  it('draws nothing for a place that says neither', () => {
    const { container } = render(<PaymentBadges payments={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('a surcharge with no method is not shown alone', () => {
    render(<PaymentBadges priceLevel={1} surchargePct={10} />);
    expect(screen.queryByText(/con pago electrónico/)).not.toBeInTheDocument();
    expect(screen.getByText('$')).toBeInTheDocument();
  });
});
