import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { panelId, tabId, Tabs } from '../../packages/dashboard-kit/src/ui/Tabs';

function Demo({ orientation }: { orientation: 'horizontal' | 'vertical' }) {
  const [selected, setSelected] = useState<'models' | 'aggregates' | 'calculator'>('models');
  return (
    <div style={{ display: 'flex', flexDirection: orientation === 'vertical' ? 'row' : 'column', gap: 16 }}>
    <Tabs
      label="Pricing"
      idPrefix="story"
      orientation={orientation}
      selected={selected}
      onSelect={setSelected}
      tabs={[
        { id: 'models', label: 'Forecast Models' },
        { id: 'aggregates', label: 'Market Aggregates' },
        { id: 'calculator', label: 'Calculator' },
      ]}
    />
      <div role="tabpanel" id={panelId('story', selected)} aria-labelledby={tabId('story', selected)}>
        {selected} panel
      </div>
    </div>
  );
}

const meta = { title: 'Design system/Tabs', component: Demo, args: { orientation: 'horizontal' } } satisfies Meta<typeof Demo>;
export default meta;

export const Horizontal: StoryObj<typeof meta> = {};
export const Vertical: StoryObj<typeof meta> = { args: { orientation: 'vertical' } };
