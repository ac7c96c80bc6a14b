// @vitest-environment jsdom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { TickMarkType } from 'lightweight-charts';
import type * as LightweightCharts from 'lightweight-charts';
import type { Time, TimeScaleOptions } from 'lightweight-charts';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../src/app/i18n/create-i18n.js';
import { crosshairTimeLabel, tickMarkLabel } from '../src/shared/charts/chart-time-labels.js';
import { HistogramChart } from '../src/shared/charts/histogram-chart.js';
import { ThemeProvider } from '../src/shared/theme/theme-provider.js';

const chartOptions = vi.hoisted(() => [] as Record<string, unknown>[]);

vi.mock('lightweight-charts', async (importOriginal) => ({
  ...(await importOriginal<typeof LightweightCharts>()),
  createChart: () => ({
    addSeries: () => ({ applyOptions: () => {}, setData: () => {} }),
    timeScale: () => ({ subscribeVisibleLogicalRangeChange: () => {}, fitContent: () => {} }),
    applyOptions: (options: Record<string, unknown>) => chartOptions.push(options),
    remove: () => {},
  }),
}));

afterEach(() => {
  cleanup();
  chartOptions.length = 0;
});

const OCTOBER_5 = (Date.UTC(2024, 9, 5, 13, 4, 9) / 1000) as Time;

describe('chart time labels', () => {
  it('write the axis ticks in the chosen language, in UTC as the bars are', () => {
    expect(tickMarkLabel(OCTOBER_5, TickMarkType.Month, 'en')).toBe('Oct');
    expect(tickMarkLabel(OCTOBER_5, TickMarkType.Month, 'id')).toBe('Okt');
    expect(tickMarkLabel(OCTOBER_5, TickMarkType.Month, 'ko')).toBe('10월');
    expect(tickMarkLabel(OCTOBER_5, TickMarkType.Month, 'ja')).toBe('10月');
    expect(tickMarkLabel(OCTOBER_5, TickMarkType.DayOfMonth, 'ko')).toBe('5일');
    expect(tickMarkLabel(OCTOBER_5, TickMarkType.Year, 'ja')).toBe('2024年');
    expect(tickMarkLabel(OCTOBER_5, TickMarkType.Time, 'en')).toBe('13:04');
  });

  it('write the time under the crosshair in the chosen language, with the hour only for hourly bars', () => {
    expect(crosshairTimeLabel(OCTOBER_5, 'en', false)).toBe('Oct 5, 2024');
    expect(crosshairTimeLabel(OCTOBER_5, 'id', false)).toBe('5 Okt 2024');
    expect(crosshairTimeLabel(OCTOBER_5, 'ko', true)).toBe('2024년 10월 5일 13:04');
    expect(crosshairTimeLabel(OCTOBER_5, 'ja', false)).toBe('2024年10月5日');
  });

  it('are what the histogram chart draws, and follow a language switch', async () => {
    const i18n = createI18n('ko');
    render(
      <I18nextProvider i18n={i18n}>
        <ThemeProvider>
          <HistogramChart label="Transactions" points={[]} timeframe="D1" onReachStart={() => {}} />
        </ThemeProvider>
      </I18nextProvider>,
    );
    const monthTick = () => {
      const timeScale = [...chartOptions].reverse().find((options) => options['timeScale'])?.['timeScale'] as TimeScaleOptions | undefined;
      return timeScale?.tickMarkFormatter?.(OCTOBER_5, TickMarkType.Month, 'en-US');
    };
    await waitFor(() => expect(monthTick()).toBe('10월'));
    await act(() => i18n.changeLanguage('id'));
    await waitFor(() => expect(monthTick()).toBe('Okt'));
  });
});
