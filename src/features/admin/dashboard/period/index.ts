// The period figures of the dashboard: one self-contained component.
export { default as PeriodFigures } from './period-figures';
