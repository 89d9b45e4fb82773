import { useState } from 'react';
import { useWatch, type UseFormGetValues, type UseFormSetValue } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { FormGridFull, FormSection, FormTextField, UsStateSelect } from '../../../components/form';
import { geocodeAddress } from '../api';
import { isDefaultLocation, locationCaption } from '../client-location';
import { addressLine, type ClientFormControl, type ClientFormValues } from '../client-form';
import { ClientMap } from './ClientMap';

type ClientAddressFieldsProps = {
  control: ClientFormControl;
  getValues: UseFormGetValues<ClientFormValues>;
  setValue: UseFormSetValue<ClientFormValues>;
};

/** Address Information: billing address, and the map with a 'Locate address' action (failures only logged). */
export function ClientAddressFields({ control, getValues, setValue }: ClientAddressFieldsProps) {
  const [latitude, longitude] = useWatch({ control, name: ['latitude', 'longitude'] });
  const [locating, setLocating] = useState(false);

  const move = (position: { latitude: number; longitude: number }) => {
    setValue('latitude', position.latitude, { shouldDirty: true });
    setValue('longitude', position.longitude, { shouldDirty: true });
  };

  const locate = async () => {
    const address = addressLine(getValues());
    if (!address) return;
    setLocating(true);
    try {
      const found = await geocodeAddress(address);
      if (found.source === 'geocoder') move({ latitude: found.lat, longitude: found.lng });
      else console.warn('Locate address: no location found for', address);
    } catch (err) {
      console.warn('Locate address failed', err);
    } finally {
      setLocating(false);
    }
  };

  return (
    <FormSection title="Address Information" columns={2}>
      <FormGridFull>
        <FormTextField control={control} name="billingStreet" label="Billing Street" required autoComplete="off" />
      </FormGridFull>
      <FormTextField control={control} name="billingCity" label="Billing City" required autoComplete="off" />
      <UsStateSelect control={control} name="billingState" label="Billing State" />
      <FormTextField control={control} name="billingZIP" label="Billing ZIP" required autoComplete="off" />
      <FormTextField control={control} name="billingCountry" label="Billing Country" required autoComplete="off" />
      <FormGridFull>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1.5, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            onClick={() => void locate()}
            disabled={locating}
            startIcon={locating ? <CircularProgress size={18} aria-hidden /> : <PlaceOutlined />}
          >
            Locate address
          </Button>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {isDefaultLocation(latitude, longitude)
              ? 'Location not set — use Locate address or drag the marker'
              : `${locationCaption(latitude, longitude)}. Drag the marker to adjust.`}
          </Typography>
        </Box>
        <ClientMap latitude={latitude} longitude={longitude} onMove={move} />
      </FormGridFull>
    </FormSection>
  );
}
