import { type Car } from './entities';

// The facts the display rules read, shared by a full car (vehicle page) and a search document
// (cards), so one rule serves both.

export interface VehicleFacts {
  name: string;
  status: Car['status'];
  carType: Car['carType'];
  make: string;
  simpleFuel: string;
  price: number;
  offerPrice: number | null;
  beforePrice: number | null;
  subscriptionPrice: number | null;
  priceType: string | null;
  preorder: boolean;
  reserved: boolean;
  certified: boolean;
  tag: string | null;
  createdAt: Date;
  paymentProcessors: readonly string[];
  photosCount: number;
}

export function factsFromCar(car: Car): VehicleFacts {
  return {
    name: car.name,
    status: car.status,
    carType: car.carType,
    make: car.make,
    simpleFuel: car.simpleFuel,
    price: car.price,
    offerPrice: car.offerPrice,
    beforePrice: car.beforePrice,
    subscriptionPrice: car.subscriptionPrice,
    priceType: car.priceType,
    preorder: car.preorder,
    reserved: car.reserved,
    certified: car.certified,
    tag: car.tag,
    createdAt: car.createdAt,
    paymentProcessors: car.paymentProcessors,
    photosCount: car.images.length,
  };
}

/** From a stock search document (snake_case fields, Unix-second timestamps). */
export function factsFromDocument(doc: {
  name: string;
  status: Car['status'];
  car_type: Car['carType'];
  make: string;
  fuel: string;
  list_price: number;
  offer_price: number | null;
  before_price: number | null;
  subscription_price: number | null;
  price_type: string | null;
  preorder: boolean;
  reserved: boolean;
  certified: boolean;
  tag: string | null;
  created_at_timestamp: number;
  payment_processors: readonly string[];
  photos_count: number;
}): VehicleFacts {
  return {
    name: doc.name,
    status: doc.status,
    carType: doc.car_type,
    make: doc.make,
    simpleFuel: doc.fuel,
    price: doc.list_price,
    offerPrice: doc.offer_price,
    beforePrice: doc.before_price,
    subscriptionPrice: doc.subscription_price,
    priceType: doc.price_type,
    preorder: doc.preorder,
    reserved: doc.reserved,
    certified: doc.certified,
    tag: doc.tag,
    createdAt: new Date(doc.created_at_timestamp * 1000),
    paymentProcessors: doc.payment_processors,
    photosCount: doc.photos_count,
  };
}
