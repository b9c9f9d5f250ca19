import { useId, type ChangeEvent, type HTMLAttributes, type Ref } from 'react';
import { Box, styled, type CSSObject, type SxProps, type Theme } from '@mui/material';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The box's id (a form that focuses its first invalid field finds it by id); one of React's otherwise. */
  id?: string;
  /** The shopper left the box (a form that checks a field once it is left). */
  onBlur?: () => void;
  disabled?: boolean;
  /** The keyboard a phone shows (`tel`: the dial pad; `numeric`: digits). */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  type?: 'text' | 'search' | 'email' | 'tel';
  name?: string;
  required?: boolean;
  autoComplete?: string;
  autoFocus?: boolean;
  maxLength?: number;
  enterKeyHint?: 'search' | 'send' | 'go' | 'done';
  inputRef?: Ref<HTMLInputElement>;
  autoCapitalize?: 'off' | 'characters' | 'words' | 'sentences';
  spellCheck?: boolean;
  /** A problem with what was entered, shown under the box in the error colour (aria-invalid). */
  error?: string;
  /** A hint under the box while there is no error; ' ' keeps the line's room for an error to come. */
  helperText?: string;
  /** A text area of this many rows instead of a one-line box. */
  rows?: number;
  /** A choice among these instead of typed text (the browser's <select>). */
  options?: readonly { value: string; label: string }[];
  /** With `options`: a first line shown while nothing is chosen (value ''), which cannot be chosen. */
  optionsPlaceholder?: string;
  sx?: SxProps<Theme>;
}

/** Where the label sits inside the empty box, and where it floats on the border (MUI's small outlined field). */
const LABEL_INSIDE = 'translate(14px, 9px) scale(1)';
const LABEL_ON_BORDER = 'translate(14px, -9px) scale(0.75)';

/**
 * The look of MUI's small outlined text field, drawn by the browser: an input, its label, and a
 * fieldset whose legend (the label's text, invisible) cuts the border where the label floats.
 * The label floats while the box has focus or text (`data-filled`).
 */
const Field = styled('div')(({ theme }) => fieldRulesOf(theme));

function fieldRules(theme: Theme): CSSObject {
  return {
    position: 'relative',
    display: 'inline-flex',
    width: '100%',
    minWidth: 0,
    borderRadius: theme.shape.borderRadius,
    color: theme.palette.text.primary,
    '& input, & textarea, & select': {
      font: 'inherit',
      fontSize: '1rem',
      lineHeight: '1.4375em',
      boxSizing: 'content-box',
      width: '100%',
      minWidth: 0,
      height: '1.4375em',
      margin: 0,
      padding: '8.5px 14px',
      border: 0,
      background: 'none',
      color: 'currentColor',
      outline: 0,
    },
    '& textarea': { height: 'auto', resize: 'vertical' },
    '& select': { appearance: 'auto', cursor: 'pointer' },
    '& input::-webkit-search-cancel-button': { cursor: 'pointer' },
    '& label': {
      position: 'absolute',
      left: 0,
      top: 0,
      zIndex: 1,
      maxWidth: 'calc(100% - 24px)',
      overflow: 'hidden',
      whiteSpace: 'nowrap',
      textOverflow: 'ellipsis',
      fontSize: '1rem',
      lineHeight: '1.4375em',
      color: theme.palette.text.secondary,
      transform: LABEL_INSIDE,
      transformOrigin: 'top left',
      pointerEvents: 'none',
      transition: theme.transitions.create(['transform', 'max-width', 'color'], { duration: theme.transitions.duration.shorter }),
    },
    '& fieldset': {
      position: 'absolute',
      inset: '-5px 0 0',
      margin: 0,
      padding: '0 8px',
      minWidth: 0,
      border: '1px solid rgba(0, 0, 0, 0.23)',
      borderRadius: 'inherit',
      pointerEvents: 'none',
      overflow: 'hidden',
    },
    '& legend': {
      float: 'unset',
      width: 'auto',
      maxWidth: '0.01px',
      height: 11,
      padding: 0,
      overflow: 'hidden',
      visibility: 'hidden',
      whiteSpace: 'nowrap',
      fontSize: '0.75em',
      transition: theme.transitions.create('max-width', { duration: 50, easing: theme.transitions.easing.easeOut }),
      '& > span': { display: 'inline-block', paddingLeft: 5, paddingRight: 5 },
    },
    '&:hover fieldset': { borderColor: theme.palette.text.primary },
    '&:focus-within fieldset': { borderColor: theme.palette.primary.main, borderWidth: 2 },
    '&:focus-within label': { color: theme.palette.primary.main },
    '&:focus-within label, &[data-filled] label': { transform: LABEL_ON_BORDER, maxWidth: 'calc(133% - 32px)' },
    '&:focus-within legend, &[data-filled] legend': { maxWidth: '100%' },
    '&[data-invalid] fieldset, &[data-invalid]:focus-within fieldset': { borderColor: theme.palette.error.main },
    '&[data-invalid] label, &[data-invalid]:focus-within label': { color: theme.palette.error.main },
    // MUI's disabled field: greyed text, label and border, no hover.
    '&[data-disabled]': {
      color: theme.palette.text.disabled,
      '& label': { color: theme.palette.text.disabled },
      '& fieldset, &:hover fieldset': { borderColor: theme.palette.action.disabled },
      '& select': { cursor: 'default' },
    },
  };
}

/**
 * The field's rules, made once per theme: Emotion calls a styled component's style function at
 * every render of every box, and these (with MUI's transition strings) are the same each time
 * (a form of eight boxes redrawn as the shopper taps spent ~3 ms of a phone's time here alone).
 */
const fieldRulesByTheme = new WeakMap<Theme, CSSObject>();
function fieldRulesOf(theme: Theme): CSSObject {
  let rules = fieldRulesByTheme.get(theme);
  if (!rules) {
    rules = fieldRules(theme);
    fieldRulesByTheme.set(theme, rules);
  }
  return rules;
}

/** The hint or error under the box (MUI's FormHelperText). */
const Helper = styled('p')(({ theme }) => ({
  ...theme.typography.caption,
  margin: '3px 14px 0',
  color: theme.palette.text.secondary,
  '&[data-invalid]': { color: theme.palette.error.main },
}));

/**
 * A small outlined text box with its label. Drawn with a plain <input> rather than MUI's
 * OutlinedInput: the header, footer and search boxes are on every page, and MUI's input
 * components (InputBase, FormControl, InputLabel: ~7.6 KB gzipped) would load with every first
 * page for four boxes that need none of their behaviour.
 */
export function LabelledInput({ label, value, onChange, onBlur, id: givenId, type = 'text', required = false, inputRef, error, helperText, rows, options, optionsPlaceholder, sx, ...input }: Props) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const helperId = useId();
  const below = error ?? helperText;
  const describedBy = below === undefined || below.trim() === '' ? undefined : helperId;
  // `required` in the label as MUI draws it: an asterisk the screen reader skips (the input says it).
  const text = (
    <>
      {label}
      {required && <span aria-hidden="true"> *</span>}
    </>
  );
  const box = {
    id,
    value,
    required,
    'aria-invalid': error === undefined ? undefined : true,
    'aria-describedby': describedBy,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => onChange(event.target.value),
    onBlur: onBlur && (() => onBlur()),
    ...input,
  };
  // One shape whether or not a line shows under the box: a change of shape would remount the
  // input and drop the focus while the shopper types away an error.
  return (
    <Box sx={[{ display: 'flex', flexDirection: 'column', width: '100%', minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {/* A select always shows a choice, so its label always sits on the border. */}
      <Field data-filled={value === '' && !options ? undefined : ''} data-invalid={error === undefined ? undefined : ''} data-disabled={input.disabled ? '' : undefined}>
        {options ? (
          <select {...box}>
            {optionsPlaceholder !== undefined && (
              <option value="" disabled>
                {optionsPlaceholder}
              </option>
            )}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ) : rows === undefined ? (
          <input ref={inputRef} type={type} {...box} />
        ) : (
          <textarea rows={rows} {...box} />
        )}
        <label htmlFor={id}>{text}</label>
        <fieldset aria-hidden="true">
          <legend>
            <span>{text}</span>
          </legend>
        </fieldset>
      </Field>
      {below !== undefined && (
        <Helper id={helperId} data-invalid={error === undefined ? undefined : ''}>
          {/* A blank line keeps its height (MUI's helperText=' '). */}
          {below.trim() === '' ? '\u200b' : below}
        </Helper>
      )}
    </Box>
  );
}
