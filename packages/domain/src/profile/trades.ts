import { z } from 'zod';

/**
 * The trades a business profile can name, grouped in families: wording, calls to action and targeting differ by
 * family more than by trade. One list for the profile builder, the drafting and the web (and the benchmark's
 * truth.json labels use the same keys).
 */
export const TRADE_FAMILIES = {
  shops: ['retail_shop', 'food_producer'],
  food_drink: ['restaurant', 'cafe_bakery'],
  beauty_fitness: ['hair_salon', 'beauty_salon', 'fitness_studio'],
  health: ['dental_clinic', 'therapy_health'],
  home_repairs: ['trades_repair'],
  learning: ['driving_school', 'education_training'],
  travel: ['lodging', 'tours_activities'],
  animals: ['pet_services'],
  professional: ['professional_services', 'creative_services'],
} as const;

export type TradeFamily = keyof typeof TRADE_FAMILIES;
export type TradeKey = (typeof TRADE_FAMILIES)[TradeFamily][number];

export const TRADE_KEYS = Object.values(TRADE_FAMILIES).flat() as TradeKey[];
export const tradeKeySchema = z.enum(TRADE_KEYS as [TradeKey, ...TradeKey[]]);

/** What the owner reads for each trade ("What we learned from your site"). */
export const TRADE_LABELS: Record<TradeKey, string> = {
  retail_shop: 'Shop',
  food_producer: 'Food producer or farm shop',
  restaurant: 'Restaurant or bar',
  cafe_bakery: 'Café or bakery',
  hair_salon: 'Hair salon',
  beauty_salon: 'Beauty salon',
  fitness_studio: 'Fitness or yoga studio',
  dental_clinic: 'Dental clinic',
  therapy_health: 'Therapy or health practice',
  trades_repair: 'Trades and repairs',
  driving_school: 'Driving school',
  education_training: 'Courses and training',
  lodging: 'Accommodation',
  tours_activities: 'Tours and activities',
  pet_services: 'Animal care',
  professional_services: 'Professional services',
  creative_services: 'Creative services',
};

export const TRADE_FAMILY_LABELS: Record<TradeFamily, string> = {
  shops: 'Shops',
  food_drink: 'Food and drink',
  beauty_fitness: 'Beauty and fitness',
  health: 'Health',
  home_repairs: 'Home and repairs',
  learning: 'Learning',
  travel: 'Travel',
  animals: 'Animals',
  professional: 'Professional services',
};

/** The family a trade belongs to. */
export function tradeFamily(key: TradeKey): TradeFamily {
  for (const [family, keys] of Object.entries(TRADE_FAMILIES) as [TradeFamily, readonly TradeKey[]][])
    if (keys.includes(key)) return family;
  throw new Error(`Unknown trade ${key}`);
}

/**
 * schema.org types (LocalBusiness and Organization subtypes) that name a trade. Generic types (LocalBusiness,
 * Organization, ProfessionalService, Store as such) say little: Store counts for a shop, the others not at all.
 */
export const SCHEMA_ORG_TRADES: Record<string, TradeKey> = {
  Store: 'retail_shop',
  OnlineStore: 'retail_shop',
  AutoPartsStore: 'retail_shop',
  BikeStore: 'retail_shop',
  BookStore: 'retail_shop',
  ClothingStore: 'retail_shop',
  ComputerStore: 'retail_shop',
  ConvenienceStore: 'retail_shop',
  DepartmentStore: 'retail_shop',
  ElectronicsStore: 'retail_shop',
  Florist: 'retail_shop',
  FurnitureStore: 'retail_shop',
  GardenStore: 'retail_shop',
  HardwareStore: 'retail_shop',
  HobbyShop: 'retail_shop',
  HomeGoodsStore: 'retail_shop',
  JewelryStore: 'retail_shop',
  LiquorStore: 'retail_shop',
  MensClothingStore: 'retail_shop',
  MobilePhoneStore: 'retail_shop',
  MusicStore: 'retail_shop',
  OfficeEquipmentStore: 'retail_shop',
  OutletStore: 'retail_shop',
  PawnShop: 'retail_shop',
  PetStore: 'retail_shop',
  ShoeStore: 'retail_shop',
  SportingGoodsStore: 'retail_shop',
  TireShop: 'retail_shop',
  ToyStore: 'retail_shop',
  WholesaleStore: 'retail_shop',
  GroceryStore: 'food_producer',
  Winery: 'food_producer',
  Brewery: 'food_producer',
  Distillery: 'food_producer',
  Restaurant: 'restaurant',
  FastFoodRestaurant: 'restaurant',
  BarOrPub: 'restaurant',
  FoodEstablishment: 'restaurant',
  IceCreamShop: 'cafe_bakery',
  CafeOrCoffeeShop: 'cafe_bakery',
  Bakery: 'cafe_bakery',
  HairSalon: 'hair_salon',
  BeautySalon: 'beauty_salon',
  NailSalon: 'beauty_salon',
  DaySpa: 'beauty_salon',
  TattooParlor: 'beauty_salon',
  HealthClub: 'fitness_studio',
  ExerciseGym: 'fitness_studio',
  SportsClub: 'fitness_studio',
  Dentist: 'dental_clinic',
  Physiotherapy: 'therapy_health',
  Physician: 'therapy_health',
  MedicalClinic: 'therapy_health',
  Optician: 'therapy_health',
  Psychologist: 'therapy_health',
  Locksmith: 'trades_repair',
  Plumber: 'trades_repair',
  Electrician: 'trades_repair',
  HVACBusiness: 'trades_repair',
  RoofingContractor: 'trades_repair',
  HousePainter: 'trades_repair',
  GeneralContractor: 'trades_repair',
  AutoRepair: 'trades_repair',
  AutoBodyShop: 'trades_repair',
  MovingCompany: 'trades_repair',
  DryCleaningOrLaundry: 'trades_repair',
  HomeAndConstructionBusiness: 'trades_repair',
  DrivingSchool: 'driving_school',
  EducationalOrganization: 'education_training',
  School: 'education_training',
  CollegeOrUniversity: 'education_training',
  Preschool: 'education_training',
  LodgingBusiness: 'lodging',
  Hotel: 'lodging',
  Hostel: 'lodging',
  Motel: 'lodging',
  BedAndBreakfast: 'lodging',
  Campground: 'lodging',
  Resort: 'lodging',
  VacationRental: 'lodging',
  TouristTrip: 'tours_activities',
  TravelAgency: 'tours_activities',
  TouristInformationCenter: 'tours_activities',
  AnimalShelter: 'pet_services',
  VeterinaryCare: 'pet_services',
  AccountingService: 'professional_services',
  LegalService: 'professional_services',
  Attorney: 'professional_services',
  Notary: 'professional_services',
  FinancialService: 'professional_services',
  InsuranceAgency: 'professional_services',
  RealEstateAgent: 'professional_services',
  EmploymentAgency: 'professional_services',
};
