/**
 * The demo marketplace's catalogue: categories and products per module, with images from the
 * offline Fluent Emoji set (`emoji/<name>.svg`, served by /media).
 */

export type ModuleType = 'grocery' | 'food' | 'pharmacy' | 'ecommerce' | 'parcel';

export interface CategoryDef {
  name: string;
  emoji: string;
  featured?: boolean;
  subs: Array<[name: string, emoji: string]>;
}

export interface ProductDef {
  name: string;
  emoji: string;
  /** "Parent/Sub" */
  category: string;
  price: number;
  veg?: boolean;
  halal?: boolean;
  organic?: boolean;
  prescription?: boolean;
  basic?: boolean;
  condition?: string;
  generic?: string;
  /** HH:MM-HH:MM when only part of the day */
  hours?: string;
  /** choice option: title and options; variation prices add `step` per option index */
  choice?: { title: string; options: string[]; step: number };
  choice2?: { title: string; options: string[] };
  /** food: the kind of variation groups it gets */
  food?: 'size' | 'plate' | 'pizza' | 'drink' | 'none';
  tags?: string[];
  description: string;
}

const c = (
  name: string,
  emoji: string,
  subs: Array<[string, string]>,
  featured = false,
): CategoryDef => ({ name, emoji, subs, featured });

export const categoriesByModule: Record<Exclude<ModuleType, 'parcel'>, CategoryDef[]> = {
  grocery: [
    c('Fruits & Vegetables', 'red-apple', [['Fresh Fruits', 'banana'], ['Fresh Vegetables', 'carrot']], true),
    c('Dairy & Eggs', 'glass-of-milk', [['Milks', 'glass-of-milk'], ['Eggs', 'egg'], ['Cheese & Butter', 'cheese-wedge']], true),
    c('Bread & Juice', 'bread', [['Bread', 'bread'], ['Juice', 'beverage-box']], true),
    c('Drinks', 'cup-with-straw', [['Soft Drinks', 'cup-with-straw'], ['Tea & Coffee', 'hot-beverage']]),
    c('Meat & Fish', 'cut-of-meat', [['Chicken', 'poultry-leg'], ['Mutton', 'cut-of-meat'], ['Fish', 'fish']]),
    c('Staples', 'cooked-rice', [['Rice', 'cooked-rice'], ['Dal & Pulses', 'beans'], ['Cooking Oils', 'jar'], ['Masala & Spices', 'hot-pepper']], true),
    c('Beauty', 'lipstick', [['Skin Care', 'lotion-bottle'], ['Hair Care', 'hair-pick']]),
    c('Snacks', 'popcorn', [['Chips & Namkeen', 'popcorn'], ['Biscuits', 'cookie']]),
  ],
  food: [
    c('Momo', 'dumpling', [['Veg Momo', 'dumpling'], ['Chicken Momo', 'dumpling'], ['Buff Momo', 'dumpling']], true),
    c('Pizza', 'pizza', [['Veg Pizza', 'pizza'], ['Non-Veg Pizza', 'pizza']], true),
    c('Burger', 'hamburger', [['Veg Burger', 'hamburger'], ['Chicken Burger', 'hamburger']], true),
    c('Newari', 'shallow-pan-of-food', [['Samay Baji', 'shallow-pan-of-food'], ['Bara & Chatamari', 'flatbread']]),
    c('Thakali', 'curry-rice', [['Dal Bhat', 'curry-rice'], ['Thakali Set', 'curry-rice']], true),
    c('Biryani & Rice', 'pot-of-food', [['Biryani', 'pot-of-food'], ['Fried Rice', 'cooked-rice']]),
    c('Desserts', 'shortcake', [['Sweets', 'custard'], ['Cakes', 'shortcake']]),
    c('Beverages', 'tropical-drink', [['Lassi & Shakes', 'tropical-drink'], ['Tea & Coffee', 'hot-beverage']]),
    c('Breakfast', 'pancakes', [['Breakfast Sets', 'pancakes']]),
  ],
  pharmacy: [
    c('Medicines', 'pill', [['Pain Relief', 'pill'], ['Antibiotics', 'pill'], ['Cold & Flu', 'thermometer'], ['Digestive', 'pill']], true),
    c('Baby Care', 'baby-bottle', [['Diapers', 'baby'], ['Baby Food', 'baby-bottle']], true),
    c('Womans Care', 'woman', [['Feminine Hygiene', 'soap'], ['Skin & Beauty', 'lotion-bottle']]),
    c('Mens', 'man', [['Shaving', 'razor'], ['Grooming', 'soap']]),
    c('Vitamins & Supplements', 'pill', [['Multivitamins', 'pill'], ['Protein', 'flexed-biceps']], true),
    c('Medical Devices', 'stethoscope', [['Monitors', 'stethoscope'], ['First Aid', 'adhesive-bandage']]),
  ],
  ecommerce: [
    c('Electronics', 'mobile-phone', [['Mobiles', 'mobile-phone'], ['Accessories', 'headphone'], ['Computers', 'laptop']], true),
    c('Fashion', 't-shirt', [['Men', 't-shirt'], ['Women', 'dress'], ['Footwear', 'running-shoe']], true),
    c('Home & Kitchen', 'couch-and-lamp', [['Kitchenware', 'cooking'], ['Decor', 'framed-picture']]),
    c('Handicrafts', 'amphora', [['Pottery', 'amphora'], ['Pashmina', 'scarf']], true),
    c('Books', 'books', [['Fiction', 'closed-book'], ['Nepali Literature', 'green-book']]),
    c('Sports & Outdoor', 'soccer-ball', [['Trekking Gear', 'hiking-boot'], ['Sports', 'soccer-ball']]),
  ],
};

const weight = (opts: string[], step: number) => ({ title: 'Weight', options: opts, step });

export const productsByModule: Record<Exclude<ModuleType, 'parcel'>, ProductDef[]> = {
  grocery: [
    { name: 'Fuji Apples', emoji: 'red-apple', category: 'Fruits & Vegetables/Fresh Fruits', price: 320, organic: true, choice: weight(['500g', '1kg'], 150), description: 'Crisp, sweet Fuji apples from Jumla orchards, hand-picked and washed.' },
    { name: 'Bananas (Dozen)', emoji: 'banana', category: 'Fruits & Vegetables/Fresh Fruits', price: 180, description: 'Ripe Chitwan bananas, sold by the dozen.' },
    { name: 'Green Grapes', emoji: 'grapes', category: 'Fruits & Vegetables/Fresh Fruits', price: 350, choice: weight(['500g', '1kg'], 160), description: 'Seedless green grapes, sweet and juicy.' },
    { name: 'Oranges', emoji: 'tangerine', category: 'Fruits & Vegetables/Fresh Fruits', price: 220, organic: true, choice: weight(['1kg', '2kg'], 200), description: 'Sindhuli oranges, sweet and tangy.' },
    { name: 'Mango (Maldah)', emoji: 'mango', category: 'Fruits & Vegetables/Fresh Fruits', price: 260, description: 'Seasonal Maldah mangoes from the Terai.' },
    { name: 'Watermelon', emoji: 'watermelon', category: 'Fruits & Vegetables/Fresh Fruits', price: 150, description: 'A whole watermelon, about 3 kg.' },
    { name: 'Kiwi', emoji: 'kiwi-fruit', category: 'Fruits & Vegetables/Fresh Fruits', price: 400, organic: true, description: 'Dolakha kiwis, rich in vitamin C.' },
    { name: 'Pineapple', emoji: 'pineapple', category: 'Fruits & Vegetables/Fresh Fruits', price: 190, description: 'Sweet pineapple from Ilam.' },
    { name: 'Carrots', emoji: 'carrot', category: 'Fruits & Vegetables/Fresh Vegetables', price: 90, organic: true, choice: weight(['500g', '1kg'], 80), description: 'Fresh local carrots.' },
    { name: 'Potatoes', emoji: 'potato', category: 'Fruits & Vegetables/Fresh Vegetables', price: 70, choice: weight(['1kg', '5kg'], 260), description: 'Red potatoes, perfect for aloo tama and achar.' },
    { name: 'Tomatoes', emoji: 'tomato', category: 'Fruits & Vegetables/Fresh Vegetables', price: 80, organic: true, choice: weight(['500g', '1kg'], 70), description: 'Ripe tomatoes for curries and achar.' },
    { name: 'Broccoli', emoji: 'broccoli', category: 'Fruits & Vegetables/Fresh Vegetables', price: 140, organic: true, description: 'Fresh green broccoli head.' },
    { name: 'Cucumber', emoji: 'cucumber', category: 'Fruits & Vegetables/Fresh Vegetables', price: 60, description: 'Crunchy local cucumbers.' },
    { name: 'Garlic', emoji: 'garlic', category: 'Fruits & Vegetables/Fresh Vegetables', price: 110, choice: weight(['250g', '500g'], 100), description: 'Local garlic bulbs with a strong aroma.' },
    { name: 'Onions', emoji: 'onion', category: 'Fruits & Vegetables/Fresh Vegetables', price: 95, choice: weight(['1kg', '5kg'], 360), description: 'Red onions, a kitchen staple.' },
    { name: 'Spinach (Palungo)', emoji: 'leafy-green', category: 'Fruits & Vegetables/Fresh Vegetables', price: 50, organic: true, description: 'A bunch of fresh palungo saag.' },
    { name: 'Green Chillies', emoji: 'hot-pepper', category: 'Fruits & Vegetables/Fresh Vegetables', price: 40, description: 'Hot green chillies, 100 g.' },
    { name: 'Mushrooms', emoji: 'brown-mushroom', category: 'Fruits & Vegetables/Fresh Vegetables', price: 160, organic: true, description: 'Button mushrooms, 200 g pack.' },
    { name: 'DDC Standard Milk', emoji: 'glass-of-milk', category: 'Dairy & Eggs/Milks', price: 55, basic: true, choice: { title: 'Pack', options: ['500ml', '1L'], step: 50 }, description: 'Pasteurised standard milk.' },
    { name: 'Full Cream Milk', emoji: 'glass-of-milk', category: 'Dairy & Eggs/Milks', price: 70, description: 'Rich full cream milk, 500 ml.' },
    { name: 'Buffalo Milk Dahi', emoji: 'bowl-with-spoon', category: 'Dairy & Eggs/Milks', price: 120, description: 'Thick, creamy curd set from buffalo milk.' },
    { name: 'Farm Eggs (Tray of 30)', emoji: 'egg', category: 'Dairy & Eggs/Eggs', price: 480, halal: true, description: 'Fresh farm eggs, tray of 30.' },
    { name: 'Local Eggs (6)', emoji: 'egg', category: 'Dairy & Eggs/Eggs', price: 150, organic: true, description: 'Free-range local eggs, 6 pieces.' },
    { name: 'Yak Cheese', emoji: 'cheese-wedge', category: 'Dairy & Eggs/Cheese & Butter', price: 650, description: 'Hard yak cheese from the Himalaya, 250 g.' },
    { name: 'Salted Butter', emoji: 'butter', category: 'Dairy & Eggs/Cheese & Butter', price: 290, description: 'Salted table butter, 200 g.' },
    { name: 'Paneer', emoji: 'cheese-wedge', category: 'Dairy & Eggs/Cheese & Butter', price: 240, description: 'Fresh soft paneer, 200 g.' },
    { name: 'Sandwich Bread', emoji: 'bread', category: 'Bread & Juice/Bread', price: 90, description: 'Soft white sandwich loaf.' },
    { name: 'Brown Bread', emoji: 'bread', category: 'Bread & Juice/Bread', price: 110, description: 'Whole wheat brown bread loaf.' },
    { name: 'Croissants (4)', emoji: 'croissant', category: 'Bread & Juice/Bread', price: 260, description: 'Buttery croissants, baked this morning.' },
    { name: 'Bagels (4)', emoji: 'bagel', category: 'Bread & Juice/Bread', price: 240, description: 'Chewy bagels, pack of 4.' },
    { name: 'Mango Juice', emoji: 'beverage-box', category: 'Bread & Juice/Juice', price: 130, choice: { title: 'Pack', options: ['250ml', '1L'], step: 120 }, description: 'Mango fruit drink.' },
    { name: 'Orange Juice', emoji: 'beverage-box', category: 'Bread & Juice/Juice', price: 160, description: 'Real orange juice, 1 L.' },
    { name: 'Mixed Fruit Juice', emoji: 'beverage-box', category: 'Bread & Juice/Juice', price: 150, description: 'Mixed fruit juice, 1 L.' },
    { name: 'Cola (1.5L)', emoji: 'cup-with-straw', category: 'Drinks/Soft Drinks', price: 190, description: 'Chilled cola, 1.5 L bottle.' },
    { name: 'Lemon Soda', emoji: 'cup-with-straw', category: 'Drinks/Soft Drinks', price: 60, description: 'Fizzy lemon soda.' },
    { name: 'Mineral Water (1L)', emoji: 'droplet', category: 'Drinks/Soft Drinks', price: 30, basic: true, description: 'Purified mineral water.' },
    { name: 'Ilam Orthodox Tea', emoji: 'teacup-without-handle', category: 'Drinks/Tea & Coffee', price: 450, organic: true, choice: { title: 'Pack', options: ['100g', '250g'], step: 500 }, description: 'First flush orthodox tea from Ilam.' },
    { name: 'Himalayan Arabica Coffee', emoji: 'hot-beverage', category: 'Drinks/Tea & Coffee', price: 900, organic: true, description: 'Ground arabica from Gulmi, 250 g.' },
    { name: 'CTC Tea', emoji: 'teacup-without-handle', category: 'Drinks/Tea & Coffee', price: 220, description: 'Strong CTC tea for milk tea, 500 g.' },
    { name: 'Chicken Curry Cut', emoji: 'poultry-leg', category: 'Meat & Fish/Chicken', price: 420, halal: true, choice: weight(['500g', '1kg'], 400), description: 'Fresh broiler chicken, curry cut.' },
    { name: 'Chicken Breast Boneless', emoji: 'poultry-leg', category: 'Meat & Fish/Chicken', price: 320, halal: true, description: 'Boneless chicken breast, 500 g.' },
    { name: 'Mutton Curry Cut', emoji: 'cut-of-meat', category: 'Meat & Fish/Mutton', price: 1300, halal: true, choice: weight(['500g', '1kg'], 1250), description: 'Fresh khasi mutton, curry cut.' },
    { name: 'Rohu Fish', emoji: 'fish', category: 'Meat & Fish/Fish', price: 480, description: 'Fresh rohu, cleaned and cut, 1 kg.' },
    { name: 'Trout Fish', emoji: 'fish', category: 'Meat & Fish/Fish', price: 1100, description: 'Rainbow trout from Nuwakot, 1 kg.' },
    { name: 'Basmati Rice', emoji: 'cooked-rice', category: 'Staples/Rice', price: 1250, basic: true, choice: weight(['5kg', '10kg'], 1200), description: 'Long-grain aromatic basmati rice.' },
    { name: 'Jeera Masino Rice', emoji: 'cooked-rice', category: 'Staples/Rice', price: 1650, choice: weight(['10kg', '25kg'], 2400), description: 'Fine jeera masino rice.' },
    { name: 'Musuro Dal', emoji: 'beans', category: 'Staples/Dal & Pulses', price: 190, basic: true, choice: weight(['1kg', '2kg'], 180), description: 'Red lentils for everyday dal.' },
    { name: 'Mung Dal', emoji: 'beans', category: 'Staples/Dal & Pulses', price: 210, description: 'Split green gram, 1 kg.' },
    { name: 'Chana', emoji: 'beans', category: 'Staples/Dal & Pulses', price: 180, description: 'Black chickpeas, 1 kg.' },
    { name: 'Mustard Oil', emoji: 'jar', category: 'Staples/Cooking Oils', price: 380, choice: { title: 'Pack', options: ['1L', '5L'], step: 1400 }, description: 'Pure mustard oil for tadka and achar.' },
    { name: 'Sunflower Oil', emoji: 'jar', category: 'Staples/Cooking Oils', price: 340, description: 'Refined sunflower oil, 1 L.' },
    { name: 'Timur (Sichuan Pepper)', emoji: 'hot-pepper', category: 'Staples/Masala & Spices', price: 160, description: 'Aromatic timur, 100 g.' },
    { name: 'Garam Masala', emoji: 'hot-pepper', category: 'Staples/Masala & Spices', price: 120, description: 'Blended garam masala, 100 g.' },
    { name: 'Turmeric Powder', emoji: 'hot-pepper', category: 'Staples/Masala & Spices', price: 90, organic: true, description: 'Pure besar, 200 g.' },
    { name: 'Herbal Face Wash', emoji: 'lotion-bottle', category: 'Beauty/Skin Care', price: 350, description: 'Gentle herbal face wash, 100 ml.' },
    { name: 'Moisturising Lotion', emoji: 'lotion-bottle', category: 'Beauty/Skin Care', price: 420, description: 'Moisturising body lotion, 200 ml.' },
    { name: 'Anti-dandruff Shampoo', emoji: 'lotion-bottle', category: 'Beauty/Hair Care', price: 390, choice: { title: 'Pack', options: ['180ml', '340ml'], step: 250 }, description: 'Anti-dandruff shampoo.' },
    { name: 'Coconut Hair Oil', emoji: 'coconut', category: 'Beauty/Hair Care', price: 210, description: 'Pure coconut hair oil, 200 ml.' },
    { name: 'Potato Chips', emoji: 'popcorn', category: 'Snacks/Chips & Namkeen', price: 50, description: 'Salted potato chips.' },
    { name: 'Bhujia', emoji: 'popcorn', category: 'Snacks/Chips & Namkeen', price: 110, description: 'Crispy bhujia namkeen, 200 g.' },
    { name: 'Digestive Biscuits', emoji: 'cookie', category: 'Snacks/Biscuits', price: 140, description: 'Wheat digestive biscuits.' },
    { name: 'Chocolate Cookies', emoji: 'cookie', category: 'Snacks/Biscuits', price: 160, description: 'Chocolate chip cookies.' },
  ],
  food: [
    { name: 'Veg Steam Momo', emoji: 'dumpling', category: 'Momo/Veg Momo', price: 160, veg: true, food: 'plate', description: 'Ten steamed dumplings filled with cabbage, paneer and spices, served with tomato achar.' },
    { name: 'Veg Fried Momo', emoji: 'dumpling', category: 'Momo/Veg Momo', price: 180, veg: true, food: 'plate', description: 'Crispy fried vegetable momo with sesame achar.' },
    { name: 'Chicken Steam Momo', emoji: 'dumpling', category: 'Momo/Chicken Momo', price: 200, halal: true, food: 'plate', description: 'Juicy chicken momo steamed to order.' },
    { name: 'Chicken Jhol Momo', emoji: 'dumpling', category: 'Momo/Chicken Momo', price: 230, halal: true, food: 'plate', description: 'Chicken momo in a tangy sesame and tomato soup.' },
    { name: 'Chicken C Momo', emoji: 'dumpling', category: 'Momo/Chicken Momo', price: 250, food: 'plate', description: 'Fried chicken momo tossed in spicy chilli sauce.' },
    { name: 'Buff Steam Momo', emoji: 'dumpling', category: 'Momo/Buff Momo', price: 170, food: 'plate', description: 'Classic Kathmandu buff momo.' },
    { name: 'Buff Kothey Momo', emoji: 'dumpling', category: 'Momo/Buff Momo', price: 190, food: 'plate', description: 'Pan-fried buff momo, crisp on one side.' },
    { name: 'Margherita Pizza', emoji: 'pizza', category: 'Pizza/Veg Pizza', price: 550, veg: true, food: 'pizza', description: 'Tomato sauce, mozzarella and basil.' },
    { name: 'Paneer Tikka Pizza', emoji: 'pizza', category: 'Pizza/Veg Pizza', price: 650, veg: true, food: 'pizza', description: 'Tandoori paneer, onions and capsicum.' },
    { name: 'Mushroom Pizza', emoji: 'pizza', category: 'Pizza/Veg Pizza', price: 600, veg: true, food: 'pizza', description: 'Button mushrooms and mozzarella.' },
    { name: 'Chicken BBQ Pizza', emoji: 'pizza', category: 'Pizza/Non-Veg Pizza', price: 750, food: 'pizza', description: 'Smoky barbecue chicken with onions.' },
    { name: 'Pepperoni Pizza', emoji: 'pizza', category: 'Pizza/Non-Veg Pizza', price: 800, food: 'pizza', description: 'Loaded with pepperoni and cheese.' },
    { name: 'Veg Burger', emoji: 'hamburger', category: 'Burger/Veg Burger', price: 280, veg: true, food: 'size', description: 'Crispy vegetable patty with lettuce and mayo.' },
    { name: 'Paneer Burger', emoji: 'hamburger', category: 'Burger/Veg Burger', price: 320, veg: true, food: 'size', description: 'Grilled paneer with mint mayo.' },
    { name: 'Crispy Chicken Burger', emoji: 'hamburger', category: 'Burger/Chicken Burger', price: 380, halal: true, food: 'size', description: 'Fried chicken fillet, slaw and pickles.' },
    { name: 'Double Chicken Burger', emoji: 'hamburger', category: 'Burger/Chicken Burger', price: 520, food: 'size', description: 'Two grilled chicken patties with cheese.' },
    { name: 'Samay Baji Set', emoji: 'shallow-pan-of-food', category: 'Newari/Samay Baji', price: 450, food: 'plate', description: 'Beaten rice, choila, aloo tama, bhatmas, egg and achar.' },
    { name: 'Buff Choila', emoji: 'cut-of-meat', category: 'Newari/Samay Baji', price: 320, food: 'none', description: 'Grilled spiced buffalo meat.' },
    { name: 'Bara', emoji: 'flatbread', category: 'Newari/Bara & Chatamari', price: 120, veg: true, food: 'plate', description: 'Lentil patty, plain or with egg.' },
    { name: 'Chatamari', emoji: 'flatbread', category: 'Newari/Bara & Chatamari', price: 180, food: 'plate', description: 'Rice crepe with minced meat and egg topping.' },
    { name: 'Veg Dal Bhat', emoji: 'curry-rice', category: 'Thakali/Dal Bhat', price: 350, veg: true, food: 'plate', description: 'Rice, dal, seasonal tarkari, saag and achar, refills included.' },
    { name: 'Chicken Dal Bhat', emoji: 'curry-rice', category: 'Thakali/Dal Bhat', price: 480, food: 'plate', description: 'Dal bhat with chicken curry.' },
    { name: 'Mutton Thakali Set', emoji: 'curry-rice', category: 'Thakali/Thakali Set', price: 750, halal: true, food: 'plate', description: 'Traditional Thakali set with mutton curry and gundruk.' },
    { name: 'Chicken Biryani', emoji: 'pot-of-food', category: 'Biryani & Rice/Biryani', price: 420, halal: true, food: 'size', description: 'Dum biryani with raita.' },
    { name: 'Veg Biryani', emoji: 'pot-of-food', category: 'Biryani & Rice/Biryani', price: 320, veg: true, food: 'size', description: 'Fragrant rice with vegetables and saffron.' },
    { name: 'Egg Fried Rice', emoji: 'cooked-rice', category: 'Biryani & Rice/Fried Rice', price: 250, food: 'size', description: 'Wok-tossed rice with egg and spring onion.' },
    { name: 'Chicken Chowmein', emoji: 'steaming-bowl', category: 'Biryani & Rice/Fried Rice', price: 230, food: 'size', description: 'Stir-fried noodles with chicken and vegetables.' },
    { name: 'Veg Thukpa', emoji: 'steaming-bowl', category: 'Biryani & Rice/Fried Rice', price: 220, veg: true, food: 'size', description: 'Himalayan noodle soup with vegetables.' },
    { name: 'Juju Dhau', emoji: 'custard', category: 'Desserts/Sweets', price: 150, veg: true, food: 'none', description: 'The king of curds, from Bhaktapur.' },
    { name: 'Rasbari (4 pcs)', emoji: 'custard', category: 'Desserts/Sweets', price: 120, veg: true, food: 'none', description: 'Soft cheese balls in sugar syrup.' },
    { name: 'Chocolate Cake Slice', emoji: 'shortcake', category: 'Desserts/Cakes', price: 220, veg: true, food: 'none', description: 'Rich chocolate cake slice.' },
    { name: 'Black Forest Cake (1 lb)', emoji: 'birthday-cake', category: 'Desserts/Cakes', price: 950, veg: true, food: 'none', description: 'Whole black forest cake, order ahead.' },
    { name: 'Sweet Lassi', emoji: 'tropical-drink', category: 'Beverages/Lassi & Shakes', price: 150, veg: true, food: 'drink', description: 'Chilled sweet lassi.' },
    { name: 'Mango Shake', emoji: 'tropical-drink', category: 'Beverages/Lassi & Shakes', price: 220, veg: true, food: 'drink', description: 'Mango milkshake.' },
    { name: 'Masala Chiya', emoji: 'hot-beverage', category: 'Beverages/Tea & Coffee', price: 60, veg: true, food: 'drink', description: 'Spiced milk tea.' },
    { name: 'Cafe Latte', emoji: 'hot-beverage', category: 'Beverages/Tea & Coffee', price: 240, veg: true, food: 'drink', description: 'Espresso with steamed milk.' },
    { name: 'Aloo Paratha Breakfast', emoji: 'flatbread', category: 'Breakfast/Breakfast Sets', price: 260, veg: true, food: 'plate', hours: '07:00-11:00', description: 'Two aloo parathas with curd and pickle. Served in the morning only.' },
    { name: 'English Breakfast', emoji: 'pancakes', category: 'Breakfast/Breakfast Sets', price: 550, food: 'plate', hours: '07:00-11:30', description: 'Eggs, toast, sausage, hash brown and beans.' },
    { name: 'Sel Roti & Aloo', emoji: 'bagel', category: 'Breakfast/Breakfast Sets', price: 180, veg: true, food: 'none', hours: '06:30-10:30', description: 'Crisp sel roti with spicy aloo tarkari.' },
    { name: 'Pancake Stack', emoji: 'pancakes', category: 'Breakfast/Breakfast Sets', price: 320, veg: true, food: 'none', hours: '07:00-12:00', description: 'Three pancakes with honey and butter.' },
    { name: 'Chicken Sekuwa', emoji: 'oden', category: 'Thakali/Thakali Set', price: 420, food: 'plate', hours: '16:00-22:00', description: 'Charcoal-grilled chicken skewers, evenings only.' },
  ],
  pharmacy: [
    { name: 'Paracetamol 500mg (10 tabs)', emoji: 'pill', category: 'Medicines/Pain Relief', price: 25, basic: true, condition: 'Fever', generic: 'Paracetamol', description: 'For fever and mild to moderate pain.' },
    { name: 'Ibuprofen 400mg (10 tabs)', emoji: 'pill', category: 'Medicines/Pain Relief', price: 45, condition: 'Headache', generic: 'Ibuprofen', description: 'Anti-inflammatory pain reliever.' },
    { name: 'Diclofenac Gel 30g', emoji: 'lotion-bottle', category: 'Medicines/Pain Relief', price: 160, condition: 'Joint Pain', generic: 'Diclofenac', description: 'Topical gel for muscle and joint pain.' },
    { name: 'Amoxicillin 500mg (10 caps)', emoji: 'pill', category: 'Medicines/Antibiotics', price: 120, prescription: true, generic: 'Amoxicillin', description: 'Antibiotic. Prescription required.' },
    { name: 'Azithromycin 500mg (3 tabs)', emoji: 'pill', category: 'Medicines/Antibiotics', price: 150, prescription: true, generic: 'Azithromycin', description: 'Antibiotic. Prescription required.' },
    { name: 'Ciprofloxacin 500mg (10 tabs)', emoji: 'pill', category: 'Medicines/Antibiotics', price: 110, prescription: true, generic: 'Ciprofloxacin', description: 'Antibiotic. Prescription required.' },
    { name: 'Metformin 500mg (30 tabs)', emoji: 'pill', category: 'Medicines/Digestive', price: 95, prescription: true, condition: 'Diabetes', generic: 'Metformin', description: 'For type 2 diabetes. Prescription required.' },
    { name: 'Amlodipine 5mg (30 tabs)', emoji: 'pill', category: 'Medicines/Digestive', price: 130, prescription: true, condition: 'Blood Pressure', generic: 'Amlodipine', description: 'For high blood pressure. Prescription required.' },
    { name: 'Cetirizine 10mg (10 tabs)', emoji: 'pill', category: 'Medicines/Cold & Flu', price: 30, basic: true, condition: 'Allergy', generic: 'Cetirizine', description: 'Antihistamine for allergies.' },
    { name: 'Cough Syrup 100ml', emoji: 'test-tube', category: 'Medicines/Cold & Flu', price: 140, condition: 'Cold & Flu', description: 'Relief from dry cough.' },
    { name: 'Steam Inhaler Capsules', emoji: 'pill', category: 'Medicines/Cold & Flu', price: 90, condition: 'Cold & Flu', description: 'Menthol capsules for steam inhalation.' },
    { name: 'Digital Thermometer', emoji: 'thermometer', category: 'Medicines/Cold & Flu', price: 350, condition: 'Fever', description: 'Fast-reading digital thermometer.' },
    { name: 'Antacid Liquid 170ml', emoji: 'test-tube', category: 'Medicines/Digestive', price: 150, condition: 'Acidity', description: 'Fast relief from acidity and heartburn.' },
    { name: 'Omeprazole 20mg (10 caps)', emoji: 'pill', category: 'Medicines/Digestive', price: 70, condition: 'Acidity', generic: 'Omeprazole', description: 'Reduces stomach acid.' },
    { name: 'ORS Sachets (5)', emoji: 'droplet', category: 'Medicines/Digestive', price: 50, basic: true, condition: 'Dehydration', description: 'Oral rehydration salts.' },
    { name: 'Baby Diapers Medium', emoji: 'baby', category: 'Baby Care/Diapers', price: 1150, choice: { title: 'Pack', options: ['32 pcs', '64 pcs'], step: 1000 }, description: 'Soft, leak-proof diapers, medium size.' },
    { name: 'Baby Wipes (80)', emoji: 'baby', category: 'Baby Care/Diapers', price: 320, description: 'Gentle fragrance-free baby wipes.' },
    { name: 'Infant Formula Stage 1', emoji: 'baby-bottle', category: 'Baby Care/Baby Food', price: 1450, description: 'Infant formula, 400 g.' },
    { name: 'Baby Cereal Rice', emoji: 'baby-bottle', category: 'Baby Care/Baby Food', price: 520, description: 'Rice cereal for babies from 6 months.' },
    { name: 'Sanitary Pads (XL)', emoji: 'soap', category: 'Womans Care/Feminine Hygiene', price: 190, choice: { title: 'Pack', options: ['8 pcs', '16 pcs'], step: 170 }, description: 'Ultra-thin sanitary pads.' },
    { name: 'Menstrual Cup', emoji: 'soap', category: 'Womans Care/Feminine Hygiene', price: 950, description: 'Reusable silicone menstrual cup.' },
    { name: 'Sunscreen SPF 50', emoji: 'lotion-bottle', category: 'Womans Care/Skin & Beauty', price: 890, condition: 'Skin Care', description: 'Broad spectrum sunscreen, 50 ml.' },
    { name: 'Vitamin C Serum', emoji: 'lotion-bottle', category: 'Womans Care/Skin & Beauty', price: 1200, condition: 'Skin Care', description: 'Brightening serum, 30 ml.' },
    { name: 'Shaving Foam', emoji: 'razor', category: 'Mens/Shaving', price: 320, description: 'Shaving foam, 200 ml.' },
    { name: 'Razor Cartridges (4)', emoji: 'razor', category: 'Mens/Shaving', price: 780, description: 'Three-blade razor cartridges.' },
    { name: 'Beard Oil', emoji: 'lotion-bottle', category: 'Mens/Grooming', price: 450, description: 'Nourishing beard oil, 30 ml.' },
    { name: 'Multivitamin Tablets (30)', emoji: 'pill', category: 'Vitamins & Supplements/Multivitamins', price: 650, description: 'Daily multivitamin and minerals.' },
    { name: 'Vitamin D3 60K (4 caps)', emoji: 'pill', category: 'Vitamins & Supplements/Multivitamins', price: 220, generic: 'Cholecalciferol', description: 'Weekly vitamin D3.' },
    { name: 'Calcium + D3 (30 tabs)', emoji: 'pill', category: 'Vitamins & Supplements/Multivitamins', price: 280, description: 'Calcium with vitamin D3.' },
    { name: 'Whey Protein 1kg', emoji: 'flexed-biceps', category: 'Vitamins & Supplements/Protein', price: 5200, choice: { title: 'Flavour', options: ['Chocolate', 'Vanilla'], step: 0 }, description: 'Whey protein concentrate, 1 kg.' },
    { name: 'Blood Pressure Monitor', emoji: 'stethoscope', category: 'Medical Devices/Monitors', price: 3800, condition: 'Blood Pressure', description: 'Automatic upper-arm blood pressure monitor.' },
    { name: 'Glucometer Kit', emoji: 'drop-of-blood', category: 'Medical Devices/Monitors', price: 2200, condition: 'Diabetes', description: 'Glucometer with 25 strips.' },
    { name: 'Pulse Oximeter', emoji: 'stethoscope', category: 'Medical Devices/Monitors', price: 1600, description: 'Fingertip pulse oximeter.' },
    { name: 'Adhesive Bandages (100)', emoji: 'adhesive-bandage', category: 'Medical Devices/First Aid', price: 180, basic: true, description: 'Assorted adhesive bandages.' },
    { name: 'Antiseptic Liquid 500ml', emoji: 'test-tube', category: 'Medical Devices/First Aid', price: 340, basic: true, description: 'Antiseptic disinfectant liquid.' },
    { name: 'Face Masks (50)', emoji: 'face-with-medical-mask', category: 'Medical Devices/First Aid', price: 250, description: 'Three-ply surgical masks.' },
  ],
  ecommerce: [
    { name: 'Smartphone 128GB', emoji: 'mobile-phone', category: 'Electronics/Mobiles', price: 32000, choice: { title: 'Color', options: ['Black', 'Blue'], step: 0 }, choice2: { title: 'Storage', options: ['128GB', '256GB'] }, description: '6.5 inch display, 50 MP camera, 5000 mAh battery.' },
    { name: 'Feature Phone', emoji: 'mobile-phone', category: 'Electronics/Mobiles', price: 2400, description: 'Dual SIM phone with a long-lasting battery.' },
    { name: 'Wireless Earbuds', emoji: 'headphone', category: 'Electronics/Accessories', price: 3500, choice: { title: 'Color', options: ['White', 'Black'], step: 0 }, description: 'Bluetooth 5.3 earbuds with charging case.' },
    { name: 'Power Bank 20000mAh', emoji: 'battery', category: 'Electronics/Accessories', price: 2800, description: 'Fast-charging power bank, useful during load-shedding.' },
    { name: 'USB-C Charger 25W', emoji: 'electric-plug', category: 'Electronics/Accessories', price: 1200, description: 'Fast wall charger.' },
    { name: 'Bluetooth Speaker', emoji: 'speaker-high-volume', category: 'Electronics/Accessories', price: 4200, description: 'Portable waterproof speaker.' },
    { name: 'Laptop 14 inch', emoji: 'laptop', category: 'Electronics/Computers', price: 78000, choice: { title: 'RAM', options: ['8GB', '16GB'], step: 9000 }, description: '14 inch laptop, SSD, all-day battery.' },
    { name: 'Wireless Mouse', emoji: 'computer-mouse', category: 'Electronics/Computers', price: 950, description: 'Silent-click wireless mouse.' },
    { name: 'Keyboard', emoji: 'keyboard', category: 'Electronics/Computers', price: 1800, description: 'Full-size keyboard with Nepali legends.' },
    { name: 'Dhaka Topi', emoji: 'billed-cap', category: 'Fashion/Men', price: 650, choice: { title: 'Size', options: ['S', 'M', 'L'], step: 0 }, description: 'Traditional Palpali dhaka topi.' },
    { name: 'Cotton T-Shirt', emoji: 't-shirt', category: 'Fashion/Men', price: 890, choice: { title: 'Color', options: ['Red', 'Blue', 'Black'], step: 0 }, choice2: { title: 'Size', options: ['M', 'L', 'XL'] }, description: 'Soft combed cotton T-shirt.' },
    { name: 'Denim Jeans', emoji: 'jeans', category: 'Fashion/Men', price: 2400, choice: { title: 'Size', options: ['30', '32', '34'], step: 0 }, description: 'Slim fit denim jeans.' },
    { name: 'Down Jacket', emoji: 'coat', category: 'Fashion/Men', price: 6500, choice: { title: 'Size', options: ['M', 'L', 'XL'], step: 300 }, description: 'Warm down jacket for Kathmandu winters.' },
    { name: 'Kurta Suruwal', emoji: 'dress', category: 'Fashion/Women', price: 3200, choice: { title: 'Size', options: ['S', 'M', 'L'], step: 0 }, description: 'Cotton kurta suruwal set.' },
    { name: 'Dhaka Shawl', emoji: 'scarf', category: 'Fashion/Women', price: 1800, description: 'Handwoven dhaka shawl.' },
    { name: 'Silk Saree', emoji: 'sari', category: 'Fashion/Women', price: 7500, description: 'Silk saree with zari border.' },
    { name: 'Handbag', emoji: 'handbag', category: 'Fashion/Women', price: 2900, description: 'Leather-look handbag.' },
    { name: 'Running Shoes', emoji: 'running-shoe', category: 'Fashion/Footwear', price: 4500, choice: { title: 'Size', options: ['40', '41', '42', '43'], step: 0 }, description: 'Lightweight running shoes.' },
    { name: 'Goldstar Sneakers', emoji: 'running-shoe', category: 'Fashion/Footwear', price: 1650, choice: { title: 'Size', options: ['39', '40', '41', '42'], step: 0 }, description: 'Everyday canvas sneakers.' },
    { name: 'Pressure Cooker 5L', emoji: 'cooking', category: 'Home & Kitchen/Kitchenware', price: 3200, description: 'Aluminium pressure cooker.' },
    { name: 'Karahi', emoji: 'cooking', category: 'Home & Kitchen/Kitchenware', price: 1400, description: 'Cast iron karahi.' },
    { name: 'Copper Water Jug', emoji: 'amphora', category: 'Home & Kitchen/Kitchenware', price: 2600, description: 'Handmade copper jug from Patan.' },
    { name: 'Kitchen Knife Set', emoji: 'kitchen-knife', category: 'Home & Kitchen/Kitchenware', price: 1900, description: 'Three stainless steel knives.' },
    { name: 'Prayer Flags', emoji: 'triangular-flag', category: 'Home & Kitchen/Decor', price: 350, description: 'Cotton prayer flags, 25 flags.' },
    { name: 'Singing Bowl', emoji: 'bell', category: 'Home & Kitchen/Decor', price: 4800, description: 'Hand-hammered singing bowl with striker.' },
    { name: 'Butter Lamp', emoji: 'diya-lamp', category: 'Home & Kitchen/Decor', price: 900, description: 'Brass butter lamp.' },
    { name: 'Bhaktapur Clay Pot', emoji: 'amphora', category: 'Handicrafts/Pottery', price: 750, description: 'Hand-thrown pot from Pottery Square.' },
    { name: 'Terracotta Vase', emoji: 'amphora', category: 'Handicrafts/Pottery', price: 1100, description: 'Glazed terracotta vase.' },
    { name: 'Pashmina Shawl', emoji: 'scarf', category: 'Handicrafts/Pashmina', price: 8500, choice: { title: 'Color', options: ['Maroon', 'Grey', 'Cream'], step: 0 }, description: 'Pure cashmere pashmina shawl.' },
    { name: 'Pashmina Scarf', emoji: 'scarf', category: 'Handicrafts/Pashmina', price: 3900, description: 'Lightweight pashmina scarf.' },
    { name: 'Muna Madan', emoji: 'green-book', category: 'Books/Nepali Literature', price: 250, description: 'Laxmi Prasad Devkota\'s classic.' },
    { name: 'Palpasa Cafe', emoji: 'green-book', category: 'Books/Nepali Literature', price: 550, description: 'Novel by Narayan Wagle.' },
    { name: 'Seto Dharti', emoji: 'green-book', category: 'Books/Nepali Literature', price: 600, description: 'Novel by Amar Neupane.' },
    { name: 'Into Thin Air', emoji: 'closed-book', category: 'Books/Fiction', price: 1200, description: 'Jon Krakauer\'s Everest account.' },
    { name: 'The Alchemist', emoji: 'closed-book', category: 'Books/Fiction', price: 650, description: 'Paulo Coelho\'s fable.' },
    { name: 'Trekking Poles', emoji: 'hiking-boot', category: 'Sports & Outdoor/Trekking Gear', price: 2800, description: 'Aluminium trekking poles, pair.' },
    { name: 'Trekking Boots', emoji: 'hiking-boot', category: 'Sports & Outdoor/Trekking Gear', price: 7800, choice: { title: 'Size', options: ['41', '42', '43', '44'], step: 0 }, description: 'Waterproof trekking boots.' },
    { name: 'Sleeping Bag -10C', emoji: 'camping', category: 'Sports & Outdoor/Trekking Gear', price: 6200, description: 'Down sleeping bag rated to -10 C.' },
    { name: 'Backpack 50L', emoji: 'backpack', category: 'Sports & Outdoor/Trekking Gear', price: 5400, description: 'Trekking backpack with rain cover.' },
    { name: 'Football', emoji: 'soccer-ball', category: 'Sports & Outdoor/Sports', price: 1500, description: 'Size 5 match football.' },
    { name: 'Cricket Bat', emoji: 'cricket-game', category: 'Sports & Outdoor/Sports', price: 3500, description: 'English willow cricket bat.' },
    { name: 'Badminton Racket', emoji: 'badminton', category: 'Sports & Outdoor/Sports', price: 1900, description: 'Lightweight badminton racket.' },
  ],
};

/** Qualifiers used to widen the catalogue for the benchmark seed (`--items 100000`). */
export const qualifiers = [
  'Premium', 'Family Pack', 'Value', 'Classic', 'Deluxe', 'Local', 'Imported', 'Fresh', 'Special',
  'Signature', 'Everyday', 'Mini', 'Large', 'Organic', 'Homestyle', 'Himalayan',
];

export const storesByModule: Record<Exclude<ModuleType, 'parcel'>, string[]> = {
  grocery: [
    'Asan Fresh Mart', 'Patan Green Grocers', 'Bhaktapur Daily Needs', 'Thamel Organic Store', 'Kathmandu Kirana Pasal',
    'Lalitpur Super Bazaar', 'Himalayan Fresh', 'Boudha Corner Store', 'Thimi Farm Fresh', 'Baneshwor Mini Mart',
  ],
  food: [
    'Newa Kitchen', 'Momo Ghar', 'Thakali Bhanchha', 'Everest Curry House', 'Patan Pizza Co.',
    'Bhaktapur Juju Dhau Bhandar', 'Thamel Burger Shack', 'Sekuwa Corner', 'Dal Bhat House', 'Chiya Pasal & Bakery',
  ],
  pharmacy: [
    'Kathmandu Pharmacy', 'Patan Health Care Pharmacy', 'Bhaktapur Aushadhi Pasal', 'Lifeline Pharmacy', 'Teaching Hospital Pharmacy',
    'Care Chemists', 'Sunrise Medico', 'Himal Pharma Point', 'Green Cross Pharmacy', 'Bir Medical Hall',
  ],
  ecommerce: [
    'Nepal Electronics Bazaar', 'Thamel Outdoor Gear', 'Patan Handicrafts', 'Kathmandu Fashion House', 'Bhaktapur Pottery Shop',
    'Gadget Ghar', 'Home & Kitchen Nepal', 'Book Corner Kathmandu', 'Pashmina Palace', 'Sports Zone Nepal',
  ],
};

export const storeEmoji: Record<Exclude<ModuleType, 'parcel'>, string[]> = {
  grocery: ['shopping-cart', 'convenience-store', 'basket', 'leafy-green', 'shopping-bags'],
  food: ['fork-and-knife-with-plate', 'cooking', 'dumpling', 'pizza', 'curry-rice'],
  pharmacy: ['hospital', 'pill', 'stethoscope', 'adhesive-bandage', 'syringe'],
  ecommerce: ['department-store', 'shopping-bags', 'package', 'wrapped-gift', 'mobile-phone'],
};

export const foodAddOns: Array<[string, number]> = [
  ['Extra Cheese', 60], ['Extra Achar', 20], ['Coke (250ml)', 80], ['French Fries', 150], ['Boiled Egg', 40],
  ['Extra Momo Soup', 50], ['Papad', 30], ['Green Salad', 90],
];

export const brands: Array<[string, string]> = [
  ['Himalayan Threads', 't-shirt'], ['Yeti Gear', 'hiking-boot'], ['Everest Electronics', 'mobile-phone'],
  ['Sherpa Outdoor', 'camping'], ['Lotus Home', 'couch-and-lamp'], ['Mandala Books', 'books'],
  ['Nepal Crafts Co.', 'amphora'], ['Rhino Sports', 'soccer-ball'], ['Kathmandu Kitchenware', 'cooking'],
  ['Annapurna Audio', 'headphone'], ['Gorkha Footwear', 'running-shoe'],
];

export const commonConditionNames = [
  'Fever', 'Headache', 'Cold & Flu', 'Allergy', 'Acidity', 'Diabetes', 'Blood Pressure', 'Skin Care', 'Joint Pain', 'Dehydration',
];

export const parcelCategoryDefs: Array<[string, string, string]> = [
  ['Documents', 'Letters, contracts and papers, sealed in an envelope.', 'envelope'],
  ['Food', 'Home-cooked food, sweets and packed meals.', 'bento-box'],
  ['Clothes', 'Garments and fabric, folded and packed.', 't-shirt'],
  ['Electronics', 'Phones, laptops and gadgets, well padded.', 'laptop'],
  ['Gifts', 'Presents for friends and family across the valley.', 'wrapped-gift'],
  ['Medicine', 'Medicines and medical supplies.', 'pill'],
];
