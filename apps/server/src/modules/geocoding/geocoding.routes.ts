import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_USER_TYPES, geocodeOut, geocodeQuery } from '@hearth/shared';
import { NoGeocoder, type Geocoder } from '../../platform/geocoding/geocoder.js';
import { createGeocodingService, type GeocodingService } from './geocoding.service.js';

const tags = ['geocoding'];

export const geocodingRoutes =
  (service: GeocodingService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/geocode',
      {
        config: { access: ADMIN_USER_TYPES },
        schema: {
          tags,
          description:
            'Map location of an address (client forms). Path not given by the spec. Returns the default ' +
            'centre (43, -89.5) with source "default" when no geocoder is configured or none is found.',
          querystring: geocodeQuery,
          response: { 200: geocodeOut },
        },
      },
      async (request) => ({ data: await service.locate(request.query.address) }),
    );
  };

/** The geocoding feature; without a geocoder every address gets the default map centre. */
export const geocodingModule = (deps: { geocoder?: Geocoder }) =>
  geocodingRoutes(createGeocodingService({ geocoder: deps.geocoder ?? new NoGeocoder() }));
