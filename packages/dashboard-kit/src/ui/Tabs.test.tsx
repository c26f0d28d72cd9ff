import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithDashboard } from '../../../../tests/render';
import { Tabs } from './Tabs';

function Three() {
  const [selected, setSelected] = useState<'a' | 'b' | 'c'>('a');
  return (
    <Tabs
      label="Pricing"
      idPrefix="t"
      selected={selected}
      onSelect={setSelected}
      tabs={[
        { id: 'a', label: 'First' },
        { id: 'b', label: 'Second' },
        { id: 'c', label: 'Third' },
      ]}
    />
  );
}

describe('Tabs', () => {
  it.each([
    ['en', '{ArrowRight}', 'Second'],
    ['en', '{ArrowLeft}', 'Third'],
    // Right to left, the tab after is the one to the left.
    ['ar-XB', '{ArrowLeft}', 'Second'],
    ['ar-XB', '{ArrowRight}', 'Third'],
  ])('in %s, %s moves to %s', async (locale, key, name) => {
    const user = userEvent.setup();
    renderWithDashboard(<Three />, { locale });
    await user.click(screen.getByRole('tab', { name: 'First' }));
    await user.keyboard(key);
    expect(screen.getByRole('tab', { name, selected: true })).toHaveFocus();
  });
});
