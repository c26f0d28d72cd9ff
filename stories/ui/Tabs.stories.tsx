import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { panelId, tabId, Tabs } from '../../packages/dashboard-kit/src/ui/Tabs';
import { useSampleText } from '../Translated';

function Demo({ orientation }: { orientation: 'horizontal' | 'vertical' }) {
  const [selected, setSelected] = useState<'models' | 'aggregates' | 'calculator'>('models');
  const sample = useSampleText();
  return (
    <div style={{ display: 'flex', flexDirection: orientation === 'vertical' ? 'row' : 'column', gap: 16 }}>
    <Tabs
      label={sample('Pricing')}
      idPrefix="story"
      orientation={orientation}
      selected={selected}
      onSelect={setSelected}
      tabs={[
        { id: 'models', label: sample('Forecast Models') },
        { id: 'aggregates', label: sample('Market Aggregates') },
        { id: 'calculator', label: sample('Calculator') },
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
