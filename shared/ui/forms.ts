// MUI's form controls, shared as one federated singleton (`@mimea/shared/ui/forms`), loaded by
// the pages that have a form (see core.ts).
export {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  InputBase,
  InputLabel,
  MenuItem,
  OutlinedInput,
  Radio,
  RadioGroup,
  Slider,
  TextField,
} from '@mui/material';
